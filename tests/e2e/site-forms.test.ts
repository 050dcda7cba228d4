import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations } from "./site-visit.js";

// The two public forms in Chromium against the real server and database: the spec's validation
// messages in the browser, the submitting state, success (stored, form cleared, the Aadhaar
// number never shown whole), and a refusal by the server landing on the field it names.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function withPage(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    // The form hydrates when a visitor reaches for it (client/src/islands/island-wake.ts); then
    // the script has taken over the form (the browser's own checks are off).
    await page.hover("form.public-form");
    await poll(() => page.locator("form.public-form").getAttribute("novalidate")).not.toBeNull();
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Polls for up to 20 s: the machine running the tests may be slow. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** Holds the form's mutation until `release` is called, so the submitting state can be seen. */
async function holdMutation(page: Page, operation: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes(operation)) await released;
    await route.continue();
  });
  return release;
}

const status = (page: Page) => page.locator('.form-status[role="status"]');

describe("/alumni/registration-form", { timeout: 120_000 }, () => {
  const label = (page: Page, text: string) => page.getByLabel(text, { exact: false });

  async function fillValid(page: Page, fullName: string) {
    await label(page, "Full Name").fill(fullName);
    await label(page, "Email").fill("former.student@example.org");
    await label(page, "WhatsApp Number").fill("919876500123");
    await label(page, "Year of Passing").fill("2015");
    await label(page, "Date of Birth").fill("1996-04-20");
    await label(page, "Occupation").fill("Site engineer");
    await label(page, "Address").fill("12 Example Road, Sakoli");
    await label(page, "Gender").selectOption("Female");
    await label(page, "Life After Diploma").fill("Degree in civil engineering, then a job with a builder.");
  }

  it("names every missing field, checks the e-mail as it is typed and keeps digits only in the WhatsApp number", async () => {
    await withPage("/alumni/registration-form", async (page) => {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Alumni Registration Form");
      await page.getByRole("button", { name: "Submit" }).click();
      await poll(() => page.locator('.form-status[role="alert"]').innerText()).toBe(
        "Please fill all required fields: Full Name, WhatsApp Number, Year of Passing, Date of Birth, Occupation, Address, Gender, Life After Diploma",
      );
      // The summary at the top has the focus and links every empty field, each also marked beside itself (issue 39, item 6).
      const summary = page.locator(".error-summary");
      await poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await summary.locator("a").count()).toBe(8);
      expect(await page.locator("#alumni-fullName-error").innerText()).toBe("Please fill in Full Name.");
      await summary.getByRole("link", { name: /^Full Name/ }).click();
      expect(await label(page, "Full Name").evaluate((el) => el === document.activeElement)).toBe(true);

      await label(page, "Email").fill("not-an-address");
      await poll(() => page.locator("#alumni-email-error").innerText()).toBe("Please enter a valid email address");
      expect(await label(page, "Email").getAttribute("aria-invalid")).toBe("true");
      // Submit stays enabled: pressing it shows the problems rather than doing nothing.
      expect(await page.getByRole("button", { name: "Submit" }).isDisabled()).toBe(false);
      await label(page, "Email").fill("valid@example.org");
      await poll(() => page.locator("#alumni-email-error").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Submit" }).isDisabled()).toBe(false);

      await label(page, "WhatsApp Number").pressSequentially("+91 98-765 abc 00123");
      expect(await label(page, "WhatsApp Number").inputValue()).toBe("919876500123");
      expect(await page.getByText("Numbers only, include country code").isVisible()).toBe(true);

      await label(page, "Year of Passing").fill("1949");
      await label(page, "Date of Birth").fill("2999-01-01");
      await page.getByRole("button", { name: "Submit" }).click();
      await poll(() => page.locator("#alumni-yearOfPassing-error").innerText()).toMatch(/^Year of Passing must be a year from 1950 to \d{4}\.$/);
      expect(await page.locator("#alumni-dateOfBirth-error").innerText()).toBe("Date of Birth cannot be later than today.");
      await expectNoSeriousAxeViolations(page);
    });
  });

  it("shows 'Submitting...' while sending, then a green message, clears the form and stores the registration", async () => {
    await withPage("/alumni/registration-form", async (page) => {
      const release = await holdMutation(page, "createAlumniRegistration");
      await fillValid(page, "Asha Example Alumna");
      await page.getByRole("button", { name: "Submit" }).click();
      const busy = page.locator("button.form-submit");
      await poll(() => busy.innerText()).toBe("Submitting...");
      expect(await busy.isDisabled()).toBe(true);
      release();
      await poll(() => status(page).innerText()).toBe("Thank you! Your registration has been received.");
      expect(await status(page).evaluate((el) => getComputedStyle(el).color)).toBe("rgb(15, 92, 46)");
      expect(await label(page, "Full Name").inputValue()).toBe("");
      expect(await label(page, "Gender").inputValue()).toBe("");
      expect(await busy.innerText()).toBe("Submit");
      await expectNoSeriousAxeViolations(page);
    });
    const { items } = await server.services.content.alumniRegistration.list(SYSTEM, { limit: 100 });
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fullName: "Asha Example Alumna", whatsappNumber: "919876500123", yearOfPassing: 2015, dateOfBirth: "1996-04-20", gender: "Female" }),
      ]),
    );
  });

  it("puts the server's refusal beside the field it names, with the red message", async () => {
    await withPage("/alumni/registration-form", async (page) => {
      await fillValid(page, "Refused Example");
      // The browser does not limit the address; the server allows 10000 characters.
      await label(page, "Address").fill("x".repeat(10_001));
      await page.getByRole("button", { name: "Submit" }).click();
      await poll(() => page.locator("#alumni-address-error").innerText()).toBe("Address can have at most 10000 characters.");
      expect(await status(page).innerText()).toBe("Failed to submit form. Please try again or contact support.");
      expect(await status(page).evaluate((el) => getComputedStyle(el).color)).toBe("rgb(176, 0, 32)");
      // The summary at the top takes focus and links the field (issue 39, item 6).
      await poll(() => page.locator(".error-summary").evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator(".error-summary a").innerText()).toBe("Address: Address can have at most 10000 characters.");
      // What was typed stays, to be corrected.
      expect(await label(page, "Full Name").inputValue()).toBe("Refused Example");
    });
    const { items } = await server.services.content.alumniRegistration.list(SYSTEM, { limit: 100 });
    expect(items.some((row) => row.fullName === "Refused Example")).toBe(false);
  });

  it("says so when the server cannot be reached", async () => {
    await withPage("/alumni/registration-form", async (page) => {
      await page.route("**/graphql", (route) => (route.request().postData()?.includes("createAlumniRegistration") ? route.abort() : route.continue()));
      await fillValid(page, "Offline Example");
      await page.getByRole("button", { name: "Submit" }).click();
      await poll(() => status(page).innerText()).toBe("Failed to submit form. Please try again or contact support.");
    });
  });
});

describe("/confirm-admission", { timeout: 120_000 }, () => {
  const label = (page: Page, text: string) => page.getByLabel(text, { exact: false });

  async function fillValid(page: Page, aadhaar: string) {
    await label(page, "Enrollment Number").fill("2512340001");
    await label(page, "Aadhaar Number").fill(aadhaar);
    await label(page, "Full Name").fill("Ravi Example Student");
    await label(page, "Gender").selectOption("Male");
    await label(page, "WhatsApp Number").fill("9876500456");
    await label(page, "Year of Admission").selectOption("2nd");
    await label(page, "Direct Second Year Admission").selectOption("yes");
    await page.getByLabel(/^I agree/).check();
  }

  it("checks required fields, the e-mail and the Aadhaar number's length and check digit in the browser", async () => {
    await withPage("/confirm-admission", async (page) => {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Confirm Admission");
      expect(await label(page, "Direct Second Year Admission").inputValue()).toBe("no");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("#admission-enrollment-error").innerText()).toBe("Please fill in Enrollment Number.");
      for (const [field, text] of [
        ["aadhaarNumber", "Aadhaar Number"],
        ["name", "Full Name"],
        ["gender", "Gender"],
        ["phone", "WhatsApp Number"],
      ]) {
        expect(await page.locator(`#admission-${field}-error`).innerText()).toBe(`Please fill in ${text}.`);
      }
      expect(await page.locator("#admission-email-error").count()).toBe(0);
      expect(await status(page).innerText()).toContain("could not be confirmed");

      await fillValid(page, "12345");
      await label(page, "Email").fill("student@nowhere");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("#admission-aadhaarNumber-error").innerText()).toBe("Aadhaar Number must have exactly 12 digits.");
      expect(await page.locator("#admission-email-error").innerText()).toBe("Please enter a valid email address");

      // 12 digits, one of them mistyped: the check digit no longer matches.
      await label(page, "Aadhaar Number").fill("1234 5678 9012");
      await label(page, "Email").fill("");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("#admission-aadhaarNumber-error").innerText()).toBe("This is not a valid Aadhaar number: please check the digits on the card.");
      expect(await label(page, "Aadhaar Number").evaluate((el) => el === document.activeElement)).toBe(true);
      await expectNoSeriousAxeViolations(page);
    });
  });

  it("says why it asks for the Aadhaar number and sends nothing without the consent tick (issue 39, item 6)", async () => {
    await withPage("/confirm-admission", async (page) => {
      const notice = page.locator(".aadhaar-notice");
      expect(await notice.getByRole("heading", { name: "Why we ask for your Aadhaar number" }).isVisible()).toBe(true);
      expect(await notice.innerText()).toContain("Only the college's administrators can see it");
      expect(await notice.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
      expect(await label(page, "Gender").locator("option").allInnerTexts()).toEqual(["Choose...", "Male", "Female", "Other"]);
      let sent = false;
      page.on("request", (request) => {
        if (request.postData()?.includes("createAdmissionConfirmation")) sent = true;
      });
      await fillValid(page, "1234 5678 9010");
      await page.getByLabel(/^I agree/).uncheck();
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("#admission-aadhaarConsent-error").innerText()).toBe("Please tick the agreement to confirm your admission.");
      expect(await page.getByLabel(/^I agree/).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(sent).toBe(false);
      await expectNoSeriousAxeViolations(page);
    });
  });

  it("confirms, showing only the Aadhaar number's last four digits, clears the form and stores it", async () => {
    await withPage("/confirm-admission", async (page) => {
      const release = await holdMutation(page, "createAdmissionConfirmation");
      await fillValid(page, "1234 5678 9010");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("button.form-submit").innerText()).toBe("Submitting...");
      release();
      await poll(() => status(page).innerText()).toBe("Thank you, Ravi Example Student. Your admission has been confirmed (Aadhaar number ending in 9010).");
      expect(await page.content()).not.toMatch(/1234\s?5678\s?9010|123456789010/);
      expect(await label(page, "Aadhaar Number").inputValue()).toBe("");
      expect(await label(page, "Direct Second Year Admission").inputValue()).toBe("no");
      await expectNoSeriousAxeViolations(page);
    });
    const { items } = await server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
    expect(items).toEqual(
      expect.arrayContaining([
        // Stored sealed: the service shows only the last four digits (server/src/secrets/).
        expect.objectContaining({ name: "Ravi Example Student", aadhaarNumber: "XXXX XXXX 9010", admissionYear: "2nd", directSecondYear: true, gender: "Male" }),
      ]),
    );
  });

  it("shows the server's refusal of an Aadhaar number sent without consent beside the tick (issue 39)", async () => {
    await withPage("/confirm-admission", async (page) => {
      // Past the browser's check, the tick is taken off the request on its way: the server must refuse it.
      await page.route("**/graphql", async (route) => {
        const body = route.request().postData();
        if (!body?.includes("createAdmissionConfirmation")) return route.continue();
        const request = JSON.parse(body) as { variables: { input: Record<string, unknown> } };
        delete request.variables.input.aadhaarConsent;
        return route.continue({ postData: JSON.stringify(request) });
      });
      await fillValid(page, "1234 5678 9010");
      await label(page, "Full Name").fill("Unconsenting Example");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("#admission-aadhaarConsent-error").innerText()).toBe(
        "Please tick the agreement to keep Aadhaar number: the college keeps it only with your consent.",
      );
      expect(await page.getByLabel(/^I agree/).getAttribute("aria-describedby")).toBe("admission-aadhaarConsent-error");
    });
    const { items } = await server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
    expect(items.some((row) => row.name === "Unconsenting Example")).toBe(false);
  });

  it("shows the server's refusal of an Aadhaar number beside the field (the server checks the check digit too)", async () => {
    await withPage("/confirm-admission", async (page) => {
      // Past the browser's check, the request is changed on its way: the server must refuse it.
      await page.route("**/graphql", async (route) => {
        const body = route.request().postData();
        if (!body?.includes("createAdmissionConfirmation")) return route.continue();
        const request = JSON.parse(body) as { variables: { input: Record<string, unknown> } };
        request.variables.input.aadhaarNumber = "123456789012";
        return route.continue({ postData: JSON.stringify(request) });
      });
      await fillValid(page, "1234 5678 9010");
      await label(page, "Full Name").fill("Mistyped Example");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await poll(() => page.locator("#admission-aadhaarNumber-error").innerText()).toBe(
        "Aadhaar number is not a valid Aadhaar number: please check the digits on the card.",
      );
      expect(await status(page).innerText()).toBe("Your admission could not be confirmed. Please correct the fields marked below, or try again later.");
      expect(await label(page, "Full Name").inputValue()).toBe("Mistyped Example");
    });
    const { items } = await server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
    expect(items.some((row) => row.name === "Mistyped Example")).toBe(false);
  });
});

describe("the forms without JavaScript", { timeout: 120_000 }, () => {
  // The form posts to its own page; the server sends it as the script would and answers with
  // the page showing the outcome.
  async function withoutScript(path: string, check: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}${path}`);
      await check(page);
    } finally {
      await context.close();
    }
  }
  const label = (page: Page, text: string) => page.getByLabel(text, { exact: false });
  /** Types each value into the field of that label (a list: chooses the option). */
  async function fillIn(page: Page, values: Record<string, string>): Promise<void> {
    for (const [text, value] of Object.entries(values)) {
      const field = label(page, text);
      if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    }
  }
  const stored = async () => (await server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 })).items;

  it("registers an alumnus: the answer is the page with the green message", async () => {
    await withoutScript("/alumni/registration-form", async (page) => {
      await fillIn(page, {
        "Full Name": "Offline Example Alumna",
        "WhatsApp Number": "919876500777",
        "Year of Passing": "2012",
        "Date of Birth": "1993-02-11",
        Occupation: "Teacher",
        Address: "3 Example Lane, Sakoli",
        Gender: "Female",
        "Life After Diploma": "Teaching at a school.",
      });
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Submit" }).click()]);
      expect(response.status()).toBe(200);
      await page.waitForLoadState();
      expect(await status(page).innerText()).toBe("Thank you! Your registration has been received.");
      expect(await label(page, "Full Name").inputValue()).toBe("");
    });
    const { items } = await server.services.content.alumniRegistration.list(SYSTEM, { limit: 100 });
    expect(items.some((row) => row.fullName === "Offline Example Alumna" && row.yearOfPassing === 2012)).toBe(true);
  });

  it("confirms an admission, naming only the Aadhaar number's last four digits", async () => {
    await withoutScript("/confirm-admission", async (page) => {
      await fillIn(page, {
        "Enrollment Number": "2512340077",
        "Aadhaar Number": "1234 5678 9010",
        "Full Name": "Offline Example Student",
        Gender: "Male",
        "WhatsApp Number": "9876500999",
        "Year of Admission": "1st",
      });
      await page.getByLabel(/^I agree/).check();
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await page.waitForLoadState();
      expect(await status(page).innerText()).toBe("Thank you, Offline Example Student. Your admission has been confirmed (Aadhaar number ending in 9010).");
      expect(await page.content()).not.toMatch(/1234\s?5678\s?9010|123456789010/);
    });
    expect((await stored()).some((row) => row.name === "Offline Example Student" && row.aadhaarNumber === "XXXX XXXX 9010")).toBe(true);
  });

  it("refuses a wrong Aadhaar check digit beside the field, keeps the rest typed and never sends the number back", async () => {
    await withoutScript("/confirm-admission", async (page) => {
      await fillIn(page, {
        "Enrollment Number": "2512340078",
        "Aadhaar Number": "1234 5678 9012",
        "Full Name": "Offline Mistyped Student",
        Gender: "Female",
        "WhatsApp Number": "9876500998",
        "Year of Admission": "1st",
      });
      await page.getByLabel(/^I agree/).check();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Confirm Admission" }).click(),
      ]);
      expect(response.status()).toBe(422);
      expect(response.headers()["cache-control"]).toBe("no-store");
      await page.waitForLoadState();
      expect(await page.locator("#admission-aadhaarNumber-error").innerText()).toBe("This is not a valid Aadhaar number: please check the digits on the card.");
      expect(await status(page).innerText()).toBe("Your admission could not be confirmed. Please correct the fields marked below, or try again later.");
      expect(await label(page, "Full Name").inputValue()).toBe("Offline Mistyped Student");
      expect(await label(page, "Gender").inputValue()).toBe("Female");
      expect(await label(page, "Aadhaar Number").inputValue()).toBe("");
      expect(await page.content()).not.toMatch(/1234\s?5678\s?9012|123456789012/);
    });
    expect((await stored()).some((row) => row.name === "Offline Mistyped Student")).toBe(false);
  });

  it("a posted answer hydrates as it was drawn: no script error, and typing clears the problem", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // The refused form's own answer (HTTP 422) is logged by the browser: not a script error.
      if (message.type() === "error" && !/status of 422/.test(message.text())) errors.push(message.text());
    });
    try {
      await page.goto(`${server.url}/confirm-admission`, { waitUntil: "networkidle" });
      await label(page, "Full Name").fill("Early Poster");
      // As a form sent before the script started: the browser's own submit, past the script.
      await Promise.all([
        page.waitForURL(`${server.url}/confirm-admission`, { waitUntil: "networkidle" }),
        page.locator("form.public-form").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form)),
      ]);
      // The answer hydrates when the visitor reaches for it.
      await page.hover("form.public-form");
      await poll(() => page.locator("form.public-form").getAttribute("novalidate")).not.toBeNull();
      expect(await page.locator("#admission-enrollment-error").innerText()).toBe("Please fill in Enrollment Number.");
      expect(await label(page, "Full Name").inputValue()).toBe("Early Poster");
      await label(page, "Enrollment Number").fill("2512340079");
      await poll(() => page.locator("#admission-enrollment-error").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refuses a form posted from another site", async () => {
    const response = await fetch(`${server.url}/confirm-admission`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      body: "enrollment=1&name=Forged",
    });
    expect(response.status).toBe(403);
    expect((await stored()).some((row) => row.name === "Forged")).toBe(false);
  });
});
