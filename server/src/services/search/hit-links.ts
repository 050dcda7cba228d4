import type { ContentTypeSpec } from "../../content/define.js";
import { pageTextPlace } from "../../content/page-text-places.js";
import { publicHitPage } from "../../content/public-types.js";

// Where a search hit leads: the row's own file when it has one (a notice's PDF, a report), else
// its link, else the public page that shows it: a type's public block names it (public-block.ts);
// the few types drawn on special pages follow the site's route table (client/src/site/*/routes.ts);
// a type with no page of its own leads to the home page.

export function hitLink(spec: ContentTypeSpec, row: Record<string, unknown>): string {
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind === "pdf" && typeof row[name] === "string" && row[name]) return `/uploads/${row[name] as string}`;
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind === "url" && typeof row[name] === "string" && row[name]) return row[name] as string;
  }
  // A page text no page asks for (a clerk's new key) is shown nowhere yet: the home page.
  if (spec.key === "pageText" && typeof row.key === "string") return pageTextPlace(row.key) ?? "/";
  if (spec.key === "committee" && typeof row.slug === "string") return `/committe/${encodeURIComponent(row.slug)}`;
  if (spec.key === "department" && typeof row.slug === "string") return `/dept/${encodeURIComponent(row.slug)}/about-department`;
  const listPage = publicHitPage(spec, row);
  if (listPage) return listPage;
  const department = Object.entries(spec.fields).find(([, field]) => field.kind === "department")?.[0];
  if (department && typeof row[department] === "string") return `/dept/${encodeURIComponent(row[department] as string)}/about-department`;
  return "/";
}
