import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import type { Row } from "../shell/admin-operations.js";

// The dashboard's one request, written from the registry: every content type's count (its list
// query by its registry name), the newest public submissions with their table columns, and the
// rows changed last across all types (schema/dashboard.graphql).

export const NEWEST_SUBMISSIONS = 5;
export const RECENT_CHANGES = 8;

export interface RecentChange {
  type: string;
  id: string;
  title: string;
  updatedAt: string;
}

export type DashboardData = { recentChanges: RecentChange[] } & Record<string, { totalCount: number; items?: (Row & { createdAt: string })[] }>;

export const isSubmission = (spec: ContentTypeSpec) => spec.admin.group === "Submissions";

function listField(spec: ContentTypeSpec): string {
  if (!isSubmission(spec)) return `${spec.graphql.list}(limit: 1) { totalCount }`;
  const columns = [...new Set(["id", "createdAt", ...spec.admin.columns])].join(" ");
  return `${spec.graphql.list}(limit: ${NEWEST_SUBMISSIONS}) { totalCount items { ${columns} } }`;
}

export function dashboardDocument(types: readonly ContentTypeSpec[]): TypedDocumentNode<DashboardData> {
  const fields = [...types.map(listField), `recentChanges(limit: ${RECENT_CHANGES}) { type id title updatedAt }`];
  return gql(`query AdminDashboard {\n${fields.map((f) => `  ${f}`).join("\n")}\n}`);
}
