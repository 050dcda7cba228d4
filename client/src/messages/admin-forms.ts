// The panel's forms messages in the panel's language (messages/admin-language.ts).
import { adminFormsMessages as english } from "./en/admin-forms.js";
import { inPanelLanguage } from "./admin-language.js";

export const adminFormsMessages = inPanelLanguage("adminFormsMessages", english);
