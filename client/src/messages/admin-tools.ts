// The panel's tools messages (API tokens, webhooks, Activity) in the panel's language (messages/admin-language.ts).
import { adminToolsMessages as english } from "./en/admin-tools.js";
import { inPanelLanguage } from "./admin-language.js";

export const adminToolsMessages = inPanelLanguage("adminToolsMessages", english);
