import type { visitorMessages as english } from "../en/visitor.js";
import type { Translation } from "../translation.js";

// The visitor's site's added words (messages/en/visitor.ts), in Marathi.
export const visitorMessages: Translation<typeof english> = {
  governmentLine: "महाराष्ट्र शासन",
  logoAlt: "महाविद्यालयाचे बोधचिन्ह",
  contrast: "कॉन्ट्रास्ट",
  contrastLabel: "उच्च कॉन्ट्रास्ट रंग",
  contrastNow: (on) => (on ? "उच्च कॉन्ट्रास्ट सुरू" : "उच्च कॉन्ट्रास्ट बंद"),
  menus: {
    admissions: "प्रवेश",
    notices: "सूचना",
    contact: "संपर्क",
  },
  contact: {
    title: "संपर्क",
    address: "पत्ता",
    officeHours: "कार्यालयीन वेळ",
    officeHoursText: "सोमवार ते शुक्रवार, सकाळी ९:४५ ते सायंकाळी ५:३०. शनिवार, रविवार आणि सार्वजनिक सुट्ट्यांच्या दिवशी बंद.",
    office: "कार्यालय",
    phone: "दूरध्वनी",
    email: "ई-मेल",
    whom: "कोणाशी संपर्क साधावा",
    designation: "पदनाम",
    name: "नाव",
    map: "येथे कसे पोहोचावे",
    noStaff: "कार्यालयाची संपर्क यादी तयार होत आहे.",
  },
  footer: {
    contact: "संपर्क",
    visitorLinks: "विद्यार्थी आणि पालकांसाठी",
    rti: "माहितीचा अधिकार",
  },
  documents: {
    open: "उघडा",
    showHere: "येथे पाहा",
    hide: "लपवा",
  },
};
