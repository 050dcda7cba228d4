import { describe, expect, it } from "vitest";
import { checkAdmissionValues, EMPTY_ADMISSION_VALUES } from "../../client/src/site/admission/admission-form-rules.js";
import { checkAlumniValues, EMPTY_ALUMNI_VALUES, emailError, whatsappDigits } from "../../client/src/site/alumni/alumni-form-rules.js";
import { checkFeedbackValues, EMPTY_FEEDBACK_VALUES, phoneDigits } from "../../client/src/site/website-pages/feedback-form-rules.js";

// The public forms' browser-side rules (spec §5); the browser tests check them on the page.

const alumni = {
  fullName: "Asha Example",
  email: "",
  whatsappNumber: "919876500123",
  yearOfPassing: "2015",
  dateOfBirth: "1996-04-20",
  occupation: "Engineer",
  address: "Sakoli",
  gender: "Female",
  afterDiploma: "Degree",
};

describe("alumni registration rules", () => {
  it("lists every missing field by its label, in the spec's order", () => {
    expect(checkAlumniValues(EMPTY_ALUMNI_VALUES, "2026-11-24").missing).toBe(
      "Please fill all required fields: Full Name, WhatsApp Number, Year of Passing, Date of Birth, Occupation, Address, Gender, Life After Diploma",
    );
  });

  it("accepts a complete registration without an e-mail", () => {
    expect(checkAlumniValues(alumni, "2026-11-24")).toEqual({ fields: {} });
  });

  it.each([
    ["a@b.c", undefined],
    ["", undefined],
    ["a@b", "Please enter a valid email address"],
    ["a b@c.d", "Please enter a valid email address"],
  ])("e-mail %j", (email, error) => {
    expect(emailError(email)).toBe(error);
  });

  it("keeps digits only in the WhatsApp number, at most 15", () => {
    expect(whatsappDigits("+91 98-765 abc 00123 4567")).toBe("919876500123456");
  });

  it("checks the WhatsApp length, the year of passing (1950 to this year) and the date of birth (not after today)", () => {
    const { fields } = checkAlumniValues({ ...alumni, whatsappNumber: "98765", yearOfPassing: "2027", dateOfBirth: "2026-11-25" }, "2026-11-24");
    expect(fields).toEqual({
      whatsappNumber: "WhatsApp Number must have 10 to 15 digits.",
      yearOfPassing: "Year of Passing must be a year from 1950 to 2026.",
      dateOfBirth: "Date of Birth cannot be later than today.",
    });
    expect(checkAlumniValues({ ...alumni, yearOfPassing: "1949" }, "2026-11-24").fields.yearOfPassing).toBeDefined();
    expect(checkAlumniValues({ ...alumni, yearOfPassing: "1950", dateOfBirth: "2026-11-24" }, "2026-11-24").fields).toEqual({});
  });
});

describe("admission confirmation rules", () => {
  const valid = {
    ...EMPTY_ADMISSION_VALUES,
    enrollment: "2512340001",
    aadhaarNumber: "1234 5678 9010",
    name: "Ravi",
    gender: "Male",
    phone: "9876500456",
    admissionYear: "1st",
    aadhaarConsent: "yes",
  };

  it("accepts a complete confirmation; the e-mail is optional and direct second year defaults to no", () => {
    expect(EMPTY_ADMISSION_VALUES.directSecondYear).toBe("no");
    expect(checkAdmissionValues(valid)).toEqual({});
  });

  it("asks for each required field", () => {
    expect(Object.keys(checkAdmissionValues(EMPTY_ADMISSION_VALUES))).toEqual([
      "enrollment",
      "aadhaarNumber",
      "name",
      "gender",
      "phone",
      "admissionYear",
      "aadhaarConsent",
    ]);
  });

  it("refuses an Aadhaar number of the wrong length or with a wrong check digit, and a bad e-mail", () => {
    expect(checkAdmissionValues({ ...valid, aadhaarNumber: "12345" }).aadhaarNumber).toBe("Aadhaar Number must have exactly 12 digits.");
    expect(checkAdmissionValues({ ...valid, aadhaarNumber: "1234 5678 9012" }).aadhaarNumber).toBe(
      "This is not a valid Aadhaar number: please check the digits on the card.",
    );
    expect(checkAdmissionValues({ ...valid, email: "x@y" }).email).toBe("Please enter a valid email address");
  });
});

describe("feedback rules", () => {
  const feedback = { name: "Asha Example", email: "", phone: "", topic: "website", message: "Clear pages." };

  it("asks for the name, the topic and the feedback; a way to reply is optional", () => {
    expect(checkFeedbackValues(EMPTY_FEEDBACK_VALUES)).toEqual({ missing: "Please fill all required fields: Name, Topic, Your feedback", fields: {} });
    expect(checkFeedbackValues(feedback)).toEqual({ fields: {} });
  });

  it("checks an e-mail, a phone number and the feedback's length when given", () => {
    expect(checkFeedbackValues({ ...feedback, email: "x@", phone: "12345", message: "a".repeat(2001) }).fields).toEqual({
      email: "Please enter a valid e-mail address, such as name@example.com.",
      phone: "A phone number has 10 to 15 digits.",
      message: "Please shorten your feedback to 2000 characters.",
    });
    expect(phoneDigits("+91 98765-43210 ext")).toBe("919876543210");
  });
});
