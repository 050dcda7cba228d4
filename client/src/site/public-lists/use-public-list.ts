import { useQuery } from "@apollo/client/react";
import type { PublicListPage } from "../../../../server/src/content/public-types.js";
import { publicListDocument } from "./public-list-document.js";

// The generic list page's data, in one hook. Its route already declares the document
// (routes.ts, definePage); once the server runs the declared documents (branch i35-render), this
// hook reads the answer with usePageData(publicListDocument(page)) instead of useQuery.

/** A row as the generic page reads it: its fields by name. */
export type PublicRow = Record<string, unknown> & { id: string; fallbackToEnglish?: readonly string[] };

export function usePublicList(page: PublicListPage) {
  const result = useQuery<Record<string, { items: PublicRow[] }>>(publicListDocument(page));
  return { ...result, rows: result.data?.[page.type.graphql.list]?.items };
}
