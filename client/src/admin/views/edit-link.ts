import type { ContentTypeSpec } from "../../../../server/src/content/define.js";

// A link to one row's edit form in its manage table: ?edit=<id> opens it, and for a type whose
// table searches, ?search=<title> brings the row onto the first page (manage-table.tsx).

export const EDIT_PARAM = "edit";
export const SEARCH_PARAM = "search";

export function editLink(spec: ContentTypeSpec, id: string | number, title: string): string {
  const params = new URLSearchParams({ [EDIT_PARAM]: String(id) });
  if ((spec.filters as readonly string[]).includes("search") && title) params.set(SEARCH_PARAM, title);
  return `/admin-login/${spec.admin.manageRoute}?${params}`;
}
