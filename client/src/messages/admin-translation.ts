import type { adminFormsMessages } from "./en/admin-forms.js";
import type { adminRolesMessages } from "./en/admin-roles.js";
import type { adminShellMessages } from "./en/admin-shell.js";
import type { adminTablesMessages } from "./en/admin-tables.js";
import type { adminToolsMessages } from "./en/admin-tools.js";
import type { adminTwoStepMessages } from "./en/admin-two-step.js";
import type { Translation } from "./translation.js";

// The panel's catalogue's shape, apart from the site's (translation.ts): the site never reaches
// the panel's words.

/** Every message of the administration panel in one language (its own chunk: messages/admin-language.ts). */
export interface AdminCatalogue {
  adminFormsMessages: Translation<typeof adminFormsMessages>;
  adminRolesMessages: Translation<typeof adminRolesMessages>;
  adminShellMessages: Translation<typeof adminShellMessages>;
  adminTablesMessages: Translation<typeof adminTablesMessages>;
  adminToolsMessages: Translation<typeof adminToolsMessages>;
  adminTwoStepMessages: Translation<typeof adminTwoStepMessages>;
}
