import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { isFileKind, type ContentTypeSpec, type FilterName } from "../../../../server/src/content/define.js";
import { sortableFields } from "../../../../server/src/content/sorting.js";
import { semesterLabel } from "../../../../server/src/content/vocabulary.js";
import { AdminVocabularyDocument } from "../../graphql/generated/graphql.js";
import { useVocabulary } from "./use-vocabulary.js";
import { RowEditForm } from "./edit-form.js";
import { addLabel, historyPath, manageHeading } from "../shell/admin-routes.js";
import type { ContentDocuments, ContentRow } from "./content-documents.js";
import { listFilters, TableFilters, type FilterValues } from "./table-filters.js";
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

/** A semester in the panel's language ("Third Semester"). */
const semesterText = (value: number) => adminFormsMessages.semesters[value - 1] ?? semesterLabel(value);

export const PAGE_SIZE = 20;

/**
 * The manage table of one content type: the filters its registry entry names above it, its admin columns a page at a time, Edit in place and Delete with a
 * confirmation (a row whose change waits for approval marked so, its edit form as RowEditForm says); with `csvExport`, a download of every row the filters select.
 */
export function ManageTable({
  spec,
  documents,
  csvExport = false,
  proposes = false,
}: {
  spec: ContentTypeSpec;
  documents: ContentDocuments;
  csvExport?: boolean;
  /** The account's saves wait for approval (an editor's): a row's edit form starts from its waiting change. */
  proposes?: boolean;
}) {
  const place = useTablePlace();
  // A link to one row (the dashboard's edit-link.ts) opens its edit form, found by a search.
  const [params] = useSearchParams();
  const linkedSearch = spec.filters.includes("search") ? (params.get(SEARCH_PARAM) ?? "") : "";
  const [filters, setFilters] = useState<FilterValues>(linkedSearch ? { search: linkedSearch } : {});
  const [confirming, setConfirming] = useState<string | null>(null);
  const editing = useOpenRow(params.get(EDIT_PARAM));
  const notes = useFormStatus();
  // Every department names the table's cells; the filter and the edit form offer one's own.
  const { data: allChoices } = useQuery(AdminVocabularyDocument);
  const vocabulary = useVocabulary();

  // A sort the address names that this type's list does not offer is left out, not sent.
  const sort = place.sort && sortableFields(spec).includes(place.sort.field) ? place.sort : undefined;
  const offset = (place.page - 1) * PAGE_SIZE;
  const context: CellContext = useMemo(
    () => ({ origin: window.location.origin, departments: departmentNames(allChoices?.departments.items), words: panelCellWords() }),
    [allChoices],
  );
  const columns = useMemo(() => contentColumns(spec, context), [spec, context]);

  /** A changed filter shows its first page (in place of the page in the address, not as a step of its own). */
  function setFilter(name: FilterName, value: string) {
    if ((filters[name] ?? undefined) === (value || undefined)) return;
    setFilters((before) => ({ ...before, [name]: value || undefined }));
    if (place.page !== 1) place.setPage(1, { replace: true });
  }

  const set = listFilters(filters);
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
      // While approval is on, an editor's delete waits for an approver: the row is still listed.
      const again = await refetch();
      const waits = again.data?.page?.items.some((item) => item.id === row.id) === true;
      notes.settle({ kind: "success", text: waits ? m.deleteAwaiting(rowTitle(spec, row)) : m.deleted(rowTitle(spec, row)) });
      const left = (page?.totalCount ?? 1) - 1;
      if (!waits && offset > 0 && offset >= left) place.setPage(place.page - 1, { replace: true });
    } catch (e) {
      notes.settle({ kind: "error", text: errorText(e) });
    }
  }

  return (
    <ViewFrame
      heading={manageHeading(spec)}
      intro={
        <Link className="admin-button-link primary" to={`/admin-login/${spec.admin.addRoute}`}>
          {m.addItem(typeLabel(spec))}
        </Link>
      }
      status={notes.status}
    >
      <TableFilters spec={spec} vocabulary={vocabulary} values={filters} onFilter={setFilter} />
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
                <RowEditForm
                  proposes={proposes}
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
                      notes.settle({ kind: "success", text: saved.awaitingApproval ? m.savedAwaiting(rowTitle(spec, saved)) : m.saved(rowTitle(spec, saved)) });
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

function rowTitle(spec: ContentTypeSpec, row: ContentRow): string {
  const value = row[spec.titleField];
  const field = spec.fields[spec.titleField]!;
  if (isFileKind(field.kind) || value === null || value === undefined || value === "") return m.thisItem(typeLabel(spec));
  return `“${field.kind === "semester" ? semesterText(Number(value)) : String(value)}”`;
}
