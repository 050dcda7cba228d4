import type { committeesMessages as english } from "../en/committees.js";
import type { Translation } from "../translation.js";

// The pages /mr/committe/{committee}, in Marathi.
export const committeesMessages: Translation<typeof english> = {
  what: "समितीची माहिती",
  notFoundHeading: "समित्या",
  notFound: "समिती आढळली नाही.",
  session: (session) => `सत्र ${session}`,
  chairman: "अध्यक्ष",
  membersHeading: "सदस्य",
  membersCaption: (name) => `${name} चे सदस्य`,
  name: "नाव",
  role: "भूमिका",
  mobile: "मोबाइल क्रमांक",
  chairmanRole: "अध्यक्ष",
  memberRole: "सदस्य",
  documentsHeading: "आदेश आणि दस्तऐवज",
  noDocuments: "या समितीचे कोणतेही दस्तऐवज अद्याप प्रसिद्ध झालेले नाहीत.",
};
