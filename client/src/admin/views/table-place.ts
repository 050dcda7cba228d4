import { useSearchParams } from "react-router-dom";
import type { ListOrder } from "../../../../server/src/content/sorting.js";

// Where a clerk is in a paged, sorted table, kept in the address (?page=3&sort=title&dir=desc),
// so that Back returns to the page before and a reload keeps the place. Each change is a step
// in the browser's history; a filter's change goes back to page 1 without one.

export interface TablePlace {
  /** 1 for the first page. */
  page: number;
  /** The chosen order, or none for the list's own. */
  sort: ListOrder | undefined;
  setPage(page: number, options?: { replace?: boolean }): void;
  setSort(sort: ListOrder): void;
}

/** The page in the address: a whole number from 1, else 1. */
function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useTablePlace(): TablePlace {
  const [params, setParams] = useSearchParams();
  const field = params.get("sort");
  const sort: ListOrder | undefined = field ? { field, direction: params.get("dir") === "desc" ? "DESC" : "ASC" } : undefined;

  function change(edit: (next: URLSearchParams) => void, replace = false) {
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        edit(next);
        return next;
      },
      { replace },
    );
  }

  return {
    page: pageOf(params.get("page")),
    sort,
    setPage: (page, options) =>
      change((next) => {
        if (page <= 1) next.delete("page");
        else next.set("page", String(page));
      }, options?.replace),
    setSort: (chosen) =>
      change((next) => {
        next.set("sort", chosen.field);
        next.set("dir", chosen.direction === "DESC" ? "desc" : "asc");
        next.delete("page");
      }),
  };
}
