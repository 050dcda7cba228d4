import type { noticesMessages as english } from "../en/notices.js";
import type { Translation } from "../translation.js";

// The words about notices outside their list pages, in Marathi.
export const noticesMessages: Translation<typeof english> = {
  archiveHeading: "सूचना: संग्रह",
};
