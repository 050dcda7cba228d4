import type { AdminCatalogue } from "../admin-translation.js";
import { adminFormsMessages } from "./admin-forms.js";
import { adminRolesMessages } from "./admin-roles.js";
import { adminShellMessages } from "./admin-shell.js";
import { adminTablesMessages } from "./admin-tables.js";
import { adminToolsMessages } from "./admin-tools.js";
import { adminTwoStepMessages } from "./admin-two-step.js";

export { registryMarathi } from "./admin-registry.js";

// Every Marathi message of the administration panel, with the registry's Marathi labels: one
// chunk, loaded only when a clerk chooses Marathi (messages/admin-language.ts).
export const adminMarathi: AdminCatalogue = { adminFormsMessages, adminRolesMessages, adminShellMessages, adminTablesMessages, adminToolsMessages, adminTwoStepMessages };
