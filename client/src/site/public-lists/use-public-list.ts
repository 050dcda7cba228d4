import type { TypedDocumentNode } from "@apollo/client";
import type { PublicListPage } from "../../../../server/src/content/public-types.js";
import { usePageData } from "../page-loader.js";
import { groupNotices } from "./notices-under.js";
import { publicListDocument } from "./public-list-document.js";
import type { PublicRow } from "./public-row.js";

// The generic list page's data: the answer to the document its route declares (routes.ts,
// definePage), which the server ran before the render: the rows, and the notices to list under
// them grouped by the row they name.

/** A row as the generic page reads it: its fields by name. */

type PublicListData = Record<string, { items: PublicRow[] }>;

export function usePublicList(page: PublicListPage) {
  const result = usePageData(publicListDocument(page) as TypedDocumentNode<PublicListData, Record<string, unknown>>);
  const notices = page.notices && result.data?.[page.notices.spec.graphql.list]?.items;
  return { ...result, rows: result.data?.[page.type.graphql.list]?.items, notices: page.notices && notices ? groupNotices(page.notices, notices) : undefined };
}
