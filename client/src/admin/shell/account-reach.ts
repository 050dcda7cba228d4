import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { reachCoversType } from "../../../../server/src/content/reach.js";

/** The signed-in account as `me` answers it (empty lists: every department, every type). */
export interface PanelAccount {
  role: string;
  departments: readonly string[];
  contentTypes: readonly string[];
}

/**
 * Whether the panel shows the account this type (its menu entry, its submissions on the
 * dashboard): administrators and viewers every type, an editor or approver the types its reach
 * covers, by the server's own rule (content/reach.ts; auth/roles.ts refuses the rest).
 */
export function panelShowsType(account: PanelAccount, spec: ContentTypeSpec): boolean {
  if (account.role === "ADMINISTRATOR" || account.role === "VIEWER") return true;
  const reach = {
    departments: account.departments.length > 0 ? account.departments : ("all" as const),
    types: account.contentTypes.length > 0 ? account.contentTypes : ("all" as const),
  };
  return reachCoversType(reach, spec);
}
