// Interface words of the visitor's site added for phones and for what visitors look for
// (issue 39): the government line, the contrast switch, the short menu and footer links, the
// contact page, the documents' in-page view. The Marathi is messages/mr/visitor.ts.
export const visitorMessages = {
  /** The state's name line above the college's name, as Maharashtra's sites carry it. */
  governmentLine: "Government of Maharashtra",
  contrastLabel: "high-contrast colours",
  contrastNow: (on: boolean) => (on ? "High contrast on" : "High contrast off"),
  menus: {
    admissions: "Admissions",
    notices: "Notices",
    contact: "Contact us",
  },
  contact: {
    title: "Contact us",
    address: "Address",
    officeHours: "Office hours",
    officeHoursText: "Monday to Friday, 9:45 am to 5:30 pm. Closed on Saturdays, Sundays and public holidays.",
    phone: "Phone",
    email: "E-mail",
    whom: "Whom to contact",
    designation: "Designation",
    name: "Name",
    map: "How to reach us",
    noStaff: "The office's contact list is being prepared.",
    departments: "Departments",
    /** A contact card's department, said to screen readers before its name. */
    department: "Department",
    /** The department line of the principal's and the office's cards. */
    wholeInstitute: "Whole institute",
    departmentsText: "Each department's faculty page lists its teachers by designation, with their phones and e-mails.",
  },
  footer: {
    contact: "Contact",
    visitorLinks: "For students and parents",
    rti: "Right to Information",
  },
  documents: {
    open: "Open",
    showHere: "Show here",
    hide: "Hide",
  },
  forms: {
    fillIn: (label: string) => `Please fill in ${label}.`,
    errorSummary: "Please correct the following:",
    aadhaarWhyHeading: "Why we ask for your Aadhaar number",
    aadhaarWhy:
      "The college uses it only to match your admission with the Directorate of Technical Education's records, so that the same student is not confirmed twice.",
    aadhaarWho: "Only the college's administrators can see it, and they see it masked (the last four digits). It is never shown on the website.",
    aadhaarKept: "The form is deleted after the college's retention period (24 months unless the college has set another).",
    aadhaarQuestions: "Questions about your data:",
    consent: "I agree that the college keeps the details of this form, as described above, to confirm my admission.",
    consentMissing: "Please tick the agreement to confirm your admission.",
  },
} as const;
