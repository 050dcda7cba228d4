import { adminTablesMessages as m } from "../../messages/admin-tables.js";

// Under a paged table: Previous and Next, which page of how many, and how many rows in all.

export function Pager(props: { page: number; pageSize: number; shown: number; totalCount: number; onPage(page: number): void }) {
  const { page, pageSize, shown, totalCount } = props;
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = (page - 1) * pageSize + 1;
  return (
    <nav className="admin-pager" aria-label={m.pages}>
      <button type="button" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {m.previous}
      </button>
      <span aria-live="polite">{m.pageOf(page, pages, shown > 0 ? `${first}–${first + shown - 1}` : m.noRows, totalCount)}</span>
      <button type="button" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
        {m.next}
      </button>
    </nav>
  );
}
