// Interface words of the visitor's site added for phones and for what visitors look for
// (issue 39): the government line, the contrast switch, the short menu and footer links, the
// contact page, the documents' in-page view. The Marathi is messages/mr/visitor.ts.
export const visitorMessages = {
  /** The state's name line above the college's name, as Maharashtra's sites carry it. */
  governmentLine: "Government of Maharashtra",
  logoAlt: "College logo",
  contrast: "Contrast",
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
    office: "Office",
    phone: "Phone",
    email: "E-mail",
    whom: "Whom to contact",
    designation: "Designation",
    name: "Name",
    map: "How to reach us",
    noStaff: "The office's contact list is being prepared.",
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
} as const;
