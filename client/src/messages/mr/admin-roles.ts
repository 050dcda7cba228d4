import type { adminRolesMessages as english } from "../en/admin-roles.js";
import type { Translation } from "../translation.js";

// The panel's words for accounts' roles in Marathi (en/admin-roles.ts).
export const adminRolesMessages: Translation<typeof english> = {
  roles: {
    ADMINISTRATOR: "प्रशासक",
    EDITOR: "संपादक",
    APPROVER: "मंजूरकर्ता",
    VIEWER: "दर्शक",
  },
  roleHints: {
    ADMINISTRATOR: "सर्व काही: मजकूर, खाती, साइटची सेटिंग्ज, API टोकन, वेबहुक, ऑडिट लॉग, कचरापेटी रिकामी करणे आणि निर्यात.",
    EDITOR: "खाली निवडलेल्या विभागांचा आणि प्रकारांचा मजकूर जोडतो, बदलतो आणि हटवतो.",
    APPROVER: "संपादक जे करतो ते, आणि त्याच विभागांतील व प्रकारांतील बदल मंजूर किंवा नामंजूर करतो.",
    VIEWER: "पॅनल वाचतो (लेखापरीक्षकासाठी), काहीही बदलत नाही.",
  },
  role: "भूमिका",
  roleColumn: "भूमिका",
  changeRole: "भूमिका बदला",
  formLabel: (email) => `${email} ची भूमिका`,
  departments: "विभाग",
  departmentsHint: "एकही निवडला नाही: सर्व विभाग. काही निवडल्यास फक्त विभागाशी संबंधित मजकूर (संपूर्ण महाविद्यालयाची पाने वगळून).",
  types: "मजकुराचे प्रकार",
  typesHint: "एकही निवडला नाही: सर्व प्रकार.",
  everyDepartment: "सर्व विभाग",
  everyType: "मजकुराचे सर्व प्रकार",
  save: "भूमिका जतन करा",
  saved: (email, role) => `जतन केले: ${email} आता ${role} आहे. हे त्यांच्या पुढच्या क्लिकपासून लागू होते.`,
  notSaved: "भूमिका बदलली नाही",
};
