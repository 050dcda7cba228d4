import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { isFileKind, type ContentTypeSpec } from "../../../../server/src/content/define.js";
import { sortableFields } from "../../../../server/src/content/sorting.js";
import { semesterLabel } from "../../../../server/src/content/vocabulary.js";
import { AdminVocabularyDocument } from "../../graphql/generated/graphql.js";
import { EditForm } from "./edit-form.js";
import { addLabel, historyPath, manageHeading } from "../shell/admin-routes.js";
import type { ContentDocuments, ContentRow, ListVariables } from "./content-documents.js";
import { CsvExportButton } from "./csv-export-button.js";
import { errorText } from "../shell/errors.js";
import { departmentNames, panelCellWords, type CellContext } from "./cell-text.js";
import { contentColumns } from "./content-columns.js";
import { DataTable } from "./data-table.js";
import { Pager } from "./pager.js";
import { useTablePlace } from "./table-place.js";
import { EDIT_PARAM, SEARCH_PARAM } from "./edit-link.js";
import { ConfirmDelete } from "../forms/confirm-delete.js";
import { RowFormToggle, useOpenRow } from "../forms/row-form-toggle.js";
import { useFormStatus } from "../../ui/form-status.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";
import { pluralLabel, typeLabel } from "../../messages/admin-registry.js";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { LoadState } from "./load-state.js";
import { ViewFrame } from "./view-frame.js";
import { ChoiceOptions } from "../forms/choice-options.js";

/** A semester in the panel's language ("Third Semester"). */
const semesterText = (value: number) => adminFormsMessages.semesters[value - 1] ?? semesterLabel(value);

export const PAGE_SIZE = 20;

/** The filters the manage table offers, of those the type's list query takes. */
const TABLE_FILTERS = ["department", "session", "search"] as const;
type TableFilter = (typeof TABLE_FILTERS)[number] & keyof ListVariables;

/**
 * The manage table of one content type: filters above it (department, session, search, where the
 * type's list takes them), its admin columns a page at a time, Edit in place and Delete with a
 * confirmation; with `csvExport`, a download of every row the filters select.
 */
export function ManageTable({ spec, documents, csvExport = false }: { spec: ContentTypeSpec; documents: ContentDocuments; csvExport?: boolean }) {
  const offered = TABLE_FILTERS.filter((name) => (spec.filters as readonly string[]).includes(name));
  const place = useTablePlace();
  // A link to one row (the dashboard's edit-link.ts) opens its edit form, found by a search.
  const [params] = useSearchParams();
  const linkedSearch = offered.includes("search") ? (params.get(SEARCH_PARAM) ?? "") : "";
  const [filters, setFilters] = useState<Partial<Record<TableFilter, string>>>(linkedSearch ? { search: linkedSearch } : {});
  const [searchText, setSearchText] = useState(linkedSearch);
  const [confirming, setConfirming] = useState<string | null>(null);
  const editing = useOpenRow(params.get(EDIT_PARAM));
  const notes = useFormStatus();
  const { data: vocabulary } = useQuery(AdminVocabularyDocument);

  // A sort the address names that this type's list does not offer is left out, not sent.
  const sort = place.sort && sortableFields(spec).includes(place.sort.field) ? place.sort : undefined;
  const offset = (place.page - 1) * PAGE_SIZE;
  const context: CellContext = useMemo(
    () => ({ origin: window.location.origin, departments: departmentNames(vocabulary?.departments.items), words: panelCellWords() }),
    [vocabulary],
  );
  const columns = useMemo(() => contentColumns(spec, context), [spec, context]);

  /** A changed filter shows its first page (in place of the page in the address, not as a step of its own). */
  function setFilter(name: TableFilter, value: string) {
    if ((filters[name] ?? undefined) === (value || undefined)) return;
    setFilters((before) => ({ ...before, [name]: value || undefined }));
    if (place.page !== 1) place.setPage(1, { replace: true });
  }

  // The search box applies a moment after typing stops, not on every key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setFilter is made anew each render; the wait restarts only when the text changes
  useEffect(() => {
    const timer = window.setTimeout(() => setFilter("search", searchText.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const set: Partial<Record<TableFilter, string>> = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data, loading, error, refetch } = useQuery(documents.list, {
    variables: { ...set, limit: PAGE_SIZE, offset, ...(sort ? { orderBy: sort } : {}) },
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  const [remove, { loading: removing }] = useMutation(documents.remove);
  const page = data?.page;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) : 1;

  // An address past the last page (rows deleted since, a page typed by hand) shows the last one.
  useEffect(() => {
    if (page && place.page > pages) place.setPage(pages, { replace: true });
  }, [page, pages, place.page, place.setPage]);

  async function confirmDelete(row: ContentRow) {
    notes.begin();
    try {
      await remove({ variables: { id: row.id } });
      setConfirming(null);
      notes.settle({ kind: "success", text: m.deleted(rowTitle(spec, row)) });
      const left = (page?.totalCount ?? 1) - 1;
      if (offset > 0 && offset >= left) place.setPage(place.page - 1, { replace: true });
      else await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: errorText(e) });
    }
  }

  return (
    <ViewFrame
      heading={manageHeading(spec)}
      intro={<Link to={`/admin-login/${spec.admin.addRoute}`}>{m.addItem(typeLabel(spec))}</Link>}
      status={notes.status}
    >
      {offered.length > 0 ? (
        <form className="admin-filters" role="search" aria-label={m.filterLabel(pluralLabel(spec))} onSubmit={(e) => e.preventDefault()}>
          {offered.includes("department") ? (
            <FilterSelect
              filter="department"
              label={m.filterByDepartment}
              anyLabel={m.allDepartments}
              choices={(vocabulary?.departments.items ?? []).map((d) => ({ value: d.slug, label: d.name }))}
              value={filters.department ?? ""}
              onChange={(value) => setFilter("department", value)}
            />
          ) : null}
          {offered.includes("session") ? (
            <FilterSelect
              filter="session"
              label={m.filterBySession}
              anyLabel={m.allSessions}
              choices={(vocabulary?.sessions ?? []).map((s) => ({ value: s, label: s }))}
              value={filters.session ?? ""}
              onChange={(value) => setFilter("session", value)}
            />
          ) : null}
          {offered.includes("search") ? (
            <label>
              {m.search}{" "}
              <input id="filter-search" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            </label>
          ) : null}
        </form>
      ) : null}
      {csvExport ? <CsvExportButton spec={spec} filters={{ ...set, ...(sort ? { orderBy: sort } : {}) }} /> : null}
      <LoadState loading={loading} label={m.loading(addLabel(spec))} failure={error && !page ? m.listNotLoaded(errorText(error)) : null} />
      {page && page.items.length === 0 ? <p className="admin-empty">{m.nothingHere}</p> : null}
      {page && page.items.length > 0 ? (
        <>
          <DataTable
            caption={pluralLabel(spec)}
            columns={columns}
            rows={page.items}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ "data-id": row.id })}
            sort={sort}
            onSort={place.setSort}
            actions={(row) =>
              confirming === row.id ? (
                <ConfirmDelete what={rowTitle(spec, row)} busy={removing} onConfirm={() => confirmDelete(row)} onCancel={() => setConfirming(null)} />
              ) : (
                <>
                  <RowFormToggle rows={editing} rowId={row.id} controls={`edit-${row.id}`} onToggle={notes.clear}>
                    {m.edit}
                  </RowFormToggle>{" "}
                  <button type="button" onClick={() => setConfirming(row.id)}>
                    {m.delete}
                  </button>{" "}
                  <Link to={historyPath(spec, row.id)} aria-label={m.historyOf(rowTitle(spec, row))}>
                    {m.history}
                  </Link>
                </>
              )
            }
            belowAttributes={(row) => ({ id: `edit-${row.id}`, "data-edit-id": row.id })}
            below={(row) =>
              !editing.isOpen(row.id) ? null : vocabulary ? (
                <EditForm
                  spec={spec}
                  documents={documents}
                  row={row}
                  vocabulary={vocabulary}
                  onCancel={editing.close}
                  onSaved={async (saved) => {
                    editing.close();
                    // The list is asked again before "Saved" is said, so the word comes with the row
                    // where it now stands (its new values may move it to another page).
                    try {
                      await refetch();
                    } finally {
                      notes.settle({ kind: "success", text: m.saved(rowTitle(spec, saved)) });
                    }
                  }}
                />
              ) : (
                <p>{m.loadingForm}</p>
              )
            }
          />
          <Pager page={place.page} pageSize={PAGE_SIZE} shown={page.items.length} totalCount={page.totalCount} onPage={(to) => place.setPage(to)} />
        </>
      ) : null}
    </ViewFrame>
  );
}

/** A filter of the manage table offered as a list to choose from, with "all" first. */
function FilterSelect(props: {
  filter: "department" | "session";
  label: string;
  anyLabel: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}{" "}
      <select id={`filter-${props.filter}`} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <ChoiceOptions none={props.anyLabel} options={props.choices} />
      </select>
    </label>
  );
}

function rowTitle(spec: ContentTypeSpec, row: ContentRow): string {
  const value = row[spec.titleField];
  const field = spec.fields[spec.titleField]!;
  if (isFileKind(field.kind) || value === null || value === undefined || value === "") return m.thisItem(typeLabel(spec));
  return `“${field.kind === "semester" ? semesterText(Number(value)) : String(value)}”`;
}
