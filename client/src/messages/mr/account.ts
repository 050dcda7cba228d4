import type { accountMessages as english } from "../en/account.js";
import type { Translation } from "../translation.js";

// The public page about a forgotten administrator password, in Marathi.
export const accountMessages: Translation<typeof english> = {
  forgotPassword: {
    heading: "पासवर्ड विसरलात?",
    askColleague: "कृपया संकेतस्थळाच्या दुसऱ्या प्रशासकाला तुमचा पासवर्ड पुन्हा सेट करण्यास सांगा. ते सर्व्हरवर पुढील आदेशानेही हे करू शकतात:",
    command: "npm run admin -- reset-password --email you@college.example --password 'a new long password'",
    backToSignIn: "साइन-इन पानावर परत जा",
  },
};
