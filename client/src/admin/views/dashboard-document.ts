import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { panelShowsType, type PanelAccount } from "../shell/account-reach.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";

// The dashboard's one request, written from the registry by `npm run codegen` (beside the content
// types' operations, as admin-dashboard.graphql) and made a typed document by GraphQL Code
// Generator: every content type's count (its list query by its registry name), the newest public
// submissions with their table columns, the rows changed last across all types
// (schema/dashboard.graphql), what expires soon and what was not reviewed for a year
// (schema/lifecycle.graphql), and the links that lead nowhere (schema/links.graphql).

export const NEWEST_SUBMISSIONS = 5;
export const RECENT_CHANGES = 8;
/** The dashboard lists what leaves the site within this many days (schema/lifecycle.graphql). */
export const EXPIRING_DAYS = 14;
/** The dashboard lists the texts not reviewed within this many days: a year (schema/lifecycle.graphql). */
export const REVIEW_DAYS = 365;
/** The dashboard's language parity lists this many rows per type without Marathi (schema/dashboard.graphql). */
export const PARITY_ROWS = 10;

export const isSubmission = (spec: ContentTypeSpec) => spec.admin.group === "Submissions";

function listField(spec: ContentTypeSpec): string {
  if (!isSubmission(spec)) return `${spec.graphql.list}(limit: 1) { totalCount }`;
  const columns = [...new Set(["id", "createdAt", ...spec.admin.columns])].join(" ");
  return `${spec.graphql.list}(limit: ${NEWEST_SUBMISSIONS}) @include(if: $${spec.graphql.list}) { totalCount items { ${columns} } }`;
}

/**
 * The AdminDashboard query's variables: which submissions' lists the account reads (the server
 * refuses the others by the same reach rule).
 */
export function dashboardVariables(account: PanelAccount, types: readonly ContentTypeSpec[] = CONTENT_TYPE_LIST): Record<string, boolean> {
  return Object.fromEntries(types.filter(isSubmission).map((spec) => [spec.graphql.list, panelShowsType(account, spec)]));
}

/** The text of the AdminDashboard query for these types. */
export function dashboardQueryText(types: readonly ContentTypeSpec[]): string {
  const variables = types.filter(isSubmission).map((spec) => `$${spec.graphql.list}: Boolean = true`);
  const fields = [
    ...types.map(listField),
    `recentChanges(limit: ${RECENT_CHANGES}) { type id title updatedAt }`,
    `expiringSoon(days: ${EXPIRING_DAYS}) { type typeLabel id title validUntil }`,
    `notReviewedSince(days: ${REVIEW_DAYS}) { type typeLabel id title reviewedOn }`,
    `missingMarathi(limit: ${PARITY_ROWS}) { type typeLabel missingCount rows { id title fields } }`,
    "brokenLinks { type typeLabel id title field href reason }",
  ];
  return `# Written from the registry by \`npm run codegen\`: do not edit.\nquery AdminDashboard(${variables.join(", ")}) {\n${fields.map((f) => `  ${f}`).join("\n")}\n}\n`;
}
