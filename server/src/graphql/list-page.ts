// A page as every list of the API answers it (the content types' lists, the audit log, the
// trash and search): its items, how many match on all pages, and whether another page follows.
// hasNextPage is read off the count the page already has, so it costs no further query.

export interface ListPage<T> {
  items: T[];
  totalCount: number;
  hasNextPage: boolean;
}

export function listPage<T>(page: { items: T[]; totalCount: number }, offset: number | null | undefined): ListPage<T> {
  return { ...page, hasNextPage: (offset ?? 0) + page.items.length < page.totalCount };
}

/** The page's fields that need the count: a list asked for neither is read without counting. */
export const COUNTED_FIELDS = ["totalCount", "hasNextPage"] as const;
