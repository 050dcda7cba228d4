// Interface words of the website's own pages GIGW asks for (policies, accessibility, screen
// readers, help, feedback) and the footer's helpline and grievance links. The Marathi is
// messages/mr/website.ts, with the same keys. The pages' texts themselves are page texts a clerk edits.
export const websiteMessages = {
  /** The pages' names, by page-text key, for the menus, the footer, the sitemap and a missing text's heading. */
  pageNames: {
    "website-policies/copyright": "Copyright policy",
    "website-policies/hyperlinking": "Hyperlinking policy",
    "website-policies/privacy": "Privacy policy",
    "website-policies/terms-and-conditions": "Terms and conditions",
    "website-policies/content-contribution": "Content contribution, moderation and approval policy",
    "website-policies/content-review": "Content review policy",
    "website-policies/content-archival": "Content archival policy",
    "website-policies/security": "Security policy",
    "accessibility-statement": "Accessibility statement",
    "screen-reader-access": "Screen reader access",
    help: "Help",
  } as Record<string, string>,
  websitePolicies: "Website policies",
  grievances: "Grievances",
  aboutThisWebsite: "About this website",
  otherPages: "More about this website",
  missingText: "This page's text has not been written yet. Please see the other pages about this website.",
  loading: "this page",
  footer: {
    antiRaggingHelpline: "Anti-ragging helpline:",
  },
  feedback: {
    heading: "Feedback",
    intro:
      "Tell us what you think of the college or this website. Fields marked * are required. We read every message; to get a reply, leave an e-mail address or a phone number.",
    labels: { name: "Name", email: "E-mail", phone: "Phone", topic: "Topic", message: "Your feedback" },
    topics: {
      website: "This website",
      admission: "Admission",
      academics: "Teaching and examinations",
      facilities: "Facilities",
      other: "Something else",
    } as Record<string, string>,
    chooseTopic: "Choose...",
    phoneHint: "Numbers only, optional",
    messageHint: (max: number) => `Up to ${max} characters.`,
    submit: "Send feedback",
    submitting: "Sending...",
    success: "Thank you! Your feedback has been received.",
    failure: "Your feedback could not be sent. Please try again, or write to the office.",
    invalidEmail: "Please enter a valid e-mail address, such as name@example.com.",
    phoneDigits: (min: number, max: number) => `A phone number has ${min} to ${max} digits.`,
    tooLong: (max: number) => `Please shorten your feedback to ${max} characters.`,
    missing: (labels: string[]) => `Please fill all required fields: ${labels.join(", ")}`,
  },
} as const;
