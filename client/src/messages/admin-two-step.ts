// The panel's two-step sign-in messages in the panel's language (messages/admin-language.ts).
import { adminTwoStepMessages as english } from "./en/admin-two-step.js";
import { inPanelLanguage } from "./admin-language.js";

export const adminTwoStepMessages = inPanelLanguage("adminTwoStepMessages", english);
