import type { Translation } from "../translation.js";
import type { searchMessages as english } from "../en/search.js";

// शीर्षभागातील शोध पेटी आणि /search पानावरील शब्द.
export const searchMessages: Translation<typeof english> = {
  label: "संकेतस्थळावर शोधा",
  placeholder: "सूचना, पाने, PDF शोधा ...",
  button: "शोधा",
  heading: "शोध",
  resultsFor: (query: string) => `“${query}” साठी निकाल`,
  count: (count: number) => (count === 1 ? "१ नोंद सापडली." : `${count} नोंदी सापडल्या.`),
  askForWords: "वरील पेटीत एक किंवा अधिक शब्द लिहा आणि शोधा दाबा. इंग्रजी किंवा मराठी दोन्ही शब्द चालतात.",
  noMatch: (query: string) => `“${query}” शी जुळणारे काहीही संकेतस्थळावर नाही. शब्दलेखन तपासा, कमी किंवा लहान शब्द वापरून पहा, किंवा यापैकी एका विभागात पहा:`,
  loading: "शोधाचे निकाल",
  dated: "दिनांक",
  nextPage: "आणखी निकाल",
  sections: "विभाग",
};
