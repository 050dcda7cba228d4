import type { websiteMessages as english } from "../en/website.js";
import type { Translation } from "../translation.js";

// The website's own pages (policies, accessibility, screen readers, help, feedback) and the
// footer's helpline and grievance links, in Marathi.
export const websiteMessages: Translation<typeof english> = {
  pageNames: {
    "website-policies/copyright": "प्रताधिकार धोरण",
    "website-policies/hyperlinking": "हायपरलिंक धोरण",
    "website-policies/privacy": "गोपनीयता धोरण",
    "website-policies/terms-and-conditions": "अटी आणि शर्ती",
    "website-policies/content-contribution": "मजकूर योगदान, नियंत्रण आणि मंजुरी धोरण",
    "website-policies/content-review": "मजकूर पुनरावलोकन धोरण",
    "website-policies/content-archival": "मजकूर संग्रहण धोरण",
    "website-policies/security": "सुरक्षा धोरण",
    "accessibility-statement": "सुलभता निवेदन",
    "screen-reader-access": "स्क्रीन रीडर सुविधा",
    help: "मदत",
  },
  websitePolicies: "संकेतस्थळ धोरणे",
  grievances: "तक्रार निवारण",
  aboutThisWebsite: "या संकेतस्थळाविषयी",
  otherPages: "या संकेतस्थळाविषयी अधिक",
  missingText: "या पानाचा मजकूर अद्याप लिहिलेला नाही. कृपया या संकेतस्थळाविषयीची इतर पाने पाहा.",
  loading: "हे पान",
  footer: {
    antiRaggingHelpline: "रॅगिंग प्रतिबंधक हेल्पलाइन:",
  },
  feedback: {
    heading: "अभिप्राय",
    intro: "महाविद्यालयाविषयी किंवा या संकेतस्थळाविषयी आपले मत आम्हाला कळवा. * चिन्हांकित माहिती आवश्यक आहे. आम्ही प्रत्येक संदेश वाचतो; उत्तर हवे असल्यास ई-मेल पत्ता किंवा दूरध्वनी क्रमांक द्या.",
    labels: { name: "नाव", email: "ई-मेल", phone: "दूरध्वनी", topic: "विषय", message: "आपला अभिप्राय" },
    topics: {
      website: "हे संकेतस्थळ",
      admission: "प्रवेश",
      academics: "अध्यापन आणि परीक्षा",
      facilities: "सुविधा",
      other: "इतर काही",
    },
    chooseTopic: "निवडा...",
    phoneHint: "फक्त अंक, ऐच्छिक",
    messageHint: (max: number) => `जास्तीत जास्त ${max} अक्षरे.`,
    submit: "अभिप्राय पाठवा",
    submitting: "पाठवत आहे...",
    success: "धन्यवाद! आपला अभिप्राय मिळाला आहे.",
    failure: "आपला अभिप्राय पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा किंवा कार्यालयाला लिहा.",
    invalidEmail: "कृपया योग्य ई-मेल पत्ता लिहा, उदा. name@example.com.",
    phoneDigits: (min: number, max: number) => `दूरध्वनी क्रमांकात ${min} ते ${max} अंक असतात.`,
    tooLong: (max: number) => `कृपया आपला अभिप्राय ${max} अक्षरांपर्यंत लहान करा.`,
    missing: (labels: string[]) => `कृपया सर्व आवश्यक माहिती भरा: ${labels.join(", ")}`,
  },
};
