// The department messages in the page's language (messages/active-language.ts).
import { departmentMessages as english } from "./en/department.js";
import { inPageLanguage } from "./active-language.js";

export const departmentMessages = inPageLanguage("departmentMessages", english);
