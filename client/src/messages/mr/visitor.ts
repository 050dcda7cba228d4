import type { visitorMessages as english } from "../en/visitor.js";
import type { Translation } from "../translation.js";

// The visitor's site's added words (messages/en/visitor.ts), in Marathi.
export const visitorMessages: Translation<typeof english> = {
  governmentLine: "महाराष्ट्र शासन",
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
    phone: "दूरध्वनी",
    email: "ई-मेल",
    whom: "कोणाशी संपर्क साधावा",
    designation: "पदनाम",
    name: "नाव",
    map: "येथे कसे पोहोचावे",
    noStaff: "कार्यालयाची संपर्क यादी तयार होत आहे.",
    departments: "विभाग",
    department: "विभाग",
    wholeInstitute: "संपूर्ण संस्था",
    departmentsText: "प्रत्येक विभागाच्या शिक्षकवृंद पानावर त्याचे शिक्षक पदनामानुसार, त्यांच्या दूरध्वनी आणि ई-मेलसह दिलेले आहेत.",
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
  forms: {
    fillIn: (label) => `कृपया ${label} भरा.`,
    errorSummary: "कृपया खालील माहिती दुरुस्त करा:",
    aadhaarWhyHeading: "आम्ही आधार क्रमांक का विचारतो",
    aadhaarWhy: "तुमचा प्रवेश तंत्रशिक्षण संचालनालयाच्या नोंदींशी जुळवण्यासाठीच महाविद्यालय तो वापरते, जेणेकरून एकाच विद्यार्थ्याचा प्रवेश दोनदा निश्चित होणार नाही.",
    aadhaarWho: "तो फक्त महाविद्यालयाच्या प्रशासकांना दिसतो, आणि तोही झाकलेला (शेवटचे चार अंक). तो संकेतस्थळावर कधीही दाखवला जात नाही.",
    aadhaarKept: "महाविद्यालयाच्या जतन कालावधीनंतर (वेगळा ठरवला नसल्यास २४ महिने) हा अर्ज हटवला जातो.",
    aadhaarQuestions: "तुमच्या माहितीविषयी प्रश्न:",
    consent: "माझा प्रवेश निश्चित करण्यासाठी महाविद्यालयाने या अर्जातील माहिती वर सांगितल्याप्रमाणे ठेवण्यास माझी संमती आहे.",
    consentMissing: "प्रवेश निश्चित करण्यासाठी कृपया संमतीच्या चौकटीत खूण करा.",
  },
};
