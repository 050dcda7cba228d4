import type { SearchPageQueryVariables } from "../../graphql/generated/graphql.js";

/** Hits on one page of results. */
export const PAGE_SIZE = 50;

/** The page's offset from the address: a whole number, else the first page. */
export function offsetOf(value: string | null): number {
  const offset = Number(value);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

/** The words searched for (?q=), trimmed. */
export function searchWords(searchParams: URLSearchParams): string {
  return searchParams.get("q")?.trim() ?? "";
}

/** The variables of SearchPage for /search?q=...&offset=...; null (nothing to run) without words. */
export function searchPageVariables(searchParams: URLSearchParams): SearchPageQueryVariables | null {
  const query = searchWords(searchParams);
  return query ? { query, limit: PAGE_SIZE, offset: offsetOf(searchParams.get("offset")) } : null;
}
