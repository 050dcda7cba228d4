import type { noticesMessages as english } from "../en/notices.js";
import type { Translation } from "../translation.js";

// The page /mr/notices/archive, in Marathi.
export const noticesMessages: Translation<typeof english> = {
  archiveHeading: "सूचना: संग्रह",
  archiveIntro: "मुदत संपलेल्या सूचना, संदर्भासाठी येथे ठेवल्या आहेत.",
  archiveEmpty: "संग्रहात अद्याप कोणतीही सूचना नाही.",
  loading: "सूचना",
  currentLink: "मुखपृष्ठावरील सध्याच्या सूचना",
};
