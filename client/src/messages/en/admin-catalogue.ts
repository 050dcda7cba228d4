import type { AdminCatalogue } from "../admin-translation.js";
import { adminFormsMessages } from "./admin-forms.js";
import { adminRolesMessages } from "./admin-roles.js";
import { adminShellMessages } from "./admin-shell.js";
import { adminTablesMessages } from "./admin-tables.js";
import { adminToolsMessages } from "./admin-tools.js";
import { adminTwoStepMessages } from "./admin-two-step.js";

// Every English message of the administration panel: the shape its Marathi catalogue must match.
export const adminEnglish: AdminCatalogue = { adminFormsMessages, adminRolesMessages, adminShellMessages, adminTablesMessages, adminToolsMessages, adminTwoStepMessages };
