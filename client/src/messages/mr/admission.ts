import type { admissionMessages as english } from "../en/admission.js";
import type { Translation } from "../translation.js";

// The page /mr/confirm-admission, in Marathi.
export const admissionMessages: Translation<typeof english> = {
  heading: "प्रवेश निश्चिती",
  intro: "या वर्षी प्रवेश घेतलेल्या विद्यार्थ्यांनी आपला प्रवेश येथे निश्चित करावा. * चिन्हांकित माहिती भरणे आवश्यक आहे.",
  labels: {
    enrollment: "नोंदणी क्रमांक",
    aadhaarNumber: "आधार क्रमांक",
    name: "पूर्ण नाव",
    email: "ई-मेल",
    gender: "लिंग",
    phone: "व्हॉट्सॲप क्रमांक",
    admissionYear: "प्रवेशाचे वर्ष",
    directSecondYear: "थेट द्वितीय वर्ष प्रवेश",
    aadhaarConsent: "संमती",
  },
  genders: { Male: "पुरुष", Female: "स्त्री", Other: "इतर" },
  years: { "1st": "प्रथम वर्ष", "2nd": "द्वितीय वर्ष", "3rd": "तृतीय वर्ष" },
  yesNo: { yes: "होय", no: "नाही" },
  choose: "निवडा...",
  aadhaarHint: "आधार कार्डवर छापल्याप्रमाणे 12 अंक.",
  phoneHint: "फक्त अंक, देशाच्या कोडसह",
  submit: "प्रवेश निश्चित करा",
  submitting: "पाठवत आहे...",
  success: (name, lastFour) => `धन्यवाद, ${name}. तुमचा प्रवेश निश्चित झाला आहे (आधार क्रमांकाचे शेवटचे अंक ${lastFour}).`,
  failure: "तुमचा प्रवेश निश्चित होऊ शकला नाही. कृपया खाली दर्शवलेली माहिती दुरुस्त करा किंवा नंतर पुन्हा प्रयत्न करा.",
  networkFailure: "सर्व्हरशी संपर्क होऊ शकला नाही. कृपया तुमचे इंटरनेट कनेक्शन तपासून पुन्हा प्रयत्न करा.",
  required: (label) => `कृपया ${label} भरा.`,
  invalidEmail: "कृपया योग्य ई-मेल पत्ता लिहा",
  aadhaarLength: "आधार क्रमांकात बरोबर 12 अंक असणे आवश्यक आहे.",
  aadhaarChecksum: "हा वैध आधार क्रमांक नाही: कृपया कार्डवरील अंक तपासा.",
  phoneDigits: (min, max) => `व्हॉट्सॲप क्रमांकात ${min} ते ${max} अंक असणे आवश्यक आहे.`,
};
