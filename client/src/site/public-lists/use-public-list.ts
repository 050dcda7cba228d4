import { useQuery } from "@apollo/client/react";
import type { PublicListPage } from "../../../../server/src/content/public-types.js";
import { publicListDocument } from "./public-list-document.js";

// The generic list page's data, in one hook: the one place to change when pages get their data
// another way (page loaders).

/** A row as the generic page reads it: its fields by name. */
export type PublicRow = Record<string, unknown> & { id: string; fallbackToEnglish?: readonly string[] };

export function usePublicList(page: PublicListPage) {
  const result = useQuery<Record<string, { items: PublicRow[] }>>(publicListDocument(page));
  return { ...result, rows: result.data?.[page.type.graphql.list]?.items };
}
