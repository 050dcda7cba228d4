import { useMutation, useQuery } from "@apollo/client/react";
import { Fragment, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { isFileKind, type ContentTypeSpec } from "../../../../server/src/content/define.js";
import { FIELD_KINDS } from "../../../../server/src/content/kinds/index.js";
import { semesterLabel } from "../../../../server/src/content/vocabulary.js";
import { AdminVocabularyDocument } from "../../graphql/generated/graphql.js";
import { EditForm } from "./edit-form.js";
import { addLabel, manageHeading } from "../shell/admin-routes.js";
import type { ContentDocuments, ContentRow, ListVariables } from "./content-documents.js";
import { CsvExportButton } from "./csv-export-button.js";
import { errorText } from "../shell/errors.js";
import { FileFacts } from "./file-facts.js";
import { ConfirmDelete } from "../forms/confirm-delete.js";
import { LifecycleStatus } from "./lifecycle-status.js";
import { StatusLines } from "../forms/status-lines.js";
import { useFormStatus } from "../../ui/form-status.js";

export const PAGE_SIZE = 20;

/**
 * A stored value as a table cell: files linked with their type and size (pictures as 100 px
 * thumbnails, described by their alt text where the row has one), choices by name.
 */
function Cell({ spec, name, row }: { spec: ContentTypeSpec; name: string; row: ContentRow }) {
  const field = spec.fields[name]!;
  const value = row[name];
  if (value === null || value === undefined || value === "") return <span className="admin-none">—</span>;
  if (isFileKind(field.kind) && typeof value === "string") {
    const href = new URL(value, window.location.origin).href;
    const infoName = FIELD_KINDS[field.kind].companion?.name(name);
    const facts = <FileFacts info={infoName ? row[infoName] : undefined} />;
    if (field.kind !== "image") {
      return (
        <>
          <a href={href}>Open PDF</a> {facts}
        </>
      );
    }
    const description = pictureDescription(spec, name, row);
    return (
      <>
        <a href={href}>
          <img src={href} width={100} alt={`${description ?? field.label} (open the picture)`} />
        </a>{" "}
        {facts}
      </>
    );
  }
  if (field.kind === "semester") return <>{semesterLabel(Number(value)) ?? String(value)}</>;
  if (field.kind === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (field.kind === "select") return <>{field.options?.find((o) => o.value === value)?.label ?? String(value)}</>;
  if (Array.isArray(value)) {
    return <>{value.map((item) => (typeof item === "object" && item && "name" in item ? String(item.name) : String(item))).join(", ")}</>;
  }
  return <>{String(value)}</>;
}

/** The text of the field that describes the picture `name`, when the row has one. */
function pictureDescription(spec: ContentTypeSpec, name: string, row: ContentRow): string | undefined {
  const describer = Object.entries(spec.fields).find(([, field]) => field.describes === name)?.[0];
  const text = describer ? row[describer] : undefined;
  return typeof text === "string" && text.trim() ? text : undefined;
}

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
  const [offset, setOffset] = useState(0);
  const [filters, setFilters] = useState<Partial<Record<TableFilter, string>>>({});
  const [searchText, setSearchText] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const notes = useFormStatus();
  const { data: vocabulary } = useQuery(AdminVocabularyDocument);

  function setFilter(name: TableFilter, value: string) {
    setFilters((before) => (before[name] === (value || undefined) ? before : { ...before, [name]: value || undefined }));
    setOffset(0);
  }

  // The search box applies a moment after typing stops, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setFilter("search", searchText.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const set: Partial<Record<TableFilter, string>> = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data, loading, error, refetch } = useQuery(documents.list, {
    variables: { ...set, limit: PAGE_SIZE, offset },
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  const [remove, { loading: removing }] = useMutation(documents.remove);
  const page = data?.page;
  const columns = spec.admin.columns;

  async function confirmDelete(row: ContentRow) {
    notes.begin();
    try {
      await remove({ variables: { id: row.id } });
      setConfirming(null);
      notes.settle({ kind: "success", text: `Deleted ${rowTitle(spec, row)}: it is in the Trash, where you can restore it if that was a mistake.` });
      const left = (page?.totalCount ?? 1) - 1;
      if (offset > 0 && offset >= left) setOffset(Math.max(0, offset - PAGE_SIZE));
      else await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: errorText(e) });
    }
  }

  return (
    <section>
      <h1>{manageHeading(spec)}</h1>
      <p>
        <Link to={`/admin-login/${spec.admin.addRoute}`}>Add {spec.label.toLowerCase()}</Link>
      </p>
      <StatusLines status={notes.status} />
      {offered.length > 0 ? (
        <form className="admin-filters" role="search" aria-label={`Filter ${spec.pluralLabel.toLowerCase()}`} onSubmit={(e) => e.preventDefault()}>
          {offered.includes("department") ? (
            <label>
              Filter by department{" "}
              <select id="filter-department" value={filters.department ?? ""} onChange={(e) => setFilter("department", e.target.value)}>
                <option value="">All departments</option>
                {(vocabulary?.departments.items ?? []).map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {offered.includes("session") ? (
            <label>
              Filter by session{" "}
              <select id="filter-session" value={filters.session ?? ""} onChange={(e) => setFilter("session", e.target.value)}>
                <option value="">All sessions</option>
                {(vocabulary?.sessions ?? []).map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {offered.includes("search") ? (
            <label>
              Search{" "}
              <input id="filter-search" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            </label>
          ) : null}
        </form>
      ) : null}
      {csvExport ? <CsvExportButton spec={spec} documents={documents} filters={set} /> : null}
      {loading ? <div className="admin-progress" role="progressbar" aria-label={`Loading ${addLabel(spec)}`} /> : null}
      {error && !page ? (
        <p role="alert" className="admin-error">
          Sorry, the list could not be loaded. {errorText(error)}
        </p>
      ) : null}
      {page && page.items.length === 0 ? <p className="admin-empty">Nothing here yet.</p> : null}
      {page && page.items.length > 0 ? (
        <>
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column}>
                      {spec.fields[column]!.label}
                    </th>
                  ))}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((row) => (
                  <Fragment key={row.id}>
                  <tr data-id={row.id}>
                    {columns.map((column, index) => (
                      <td key={column}>
                        <Cell spec={spec} name={column} row={row} />
                        {index === 0 ? <LifecycleStatus row={row} /> : null}
                      </td>
                    ))}
                    <td className="admin-actions">
                      {confirming === row.id ? (
                        <ConfirmDelete what={rowTitle(spec, row)} busy={removing} onConfirm={() => confirmDelete(row)} onCancel={() => setConfirming(null)} />
                      ) : (
                        <>
                          <button
                            type="button"
                            aria-expanded={editing === row.id}
                            aria-controls={`edit-${row.id}`}
                            onClick={() => {
                              notes.clear();
                              setEditing(editing === row.id ? null : row.id);
                            }}
                          >
                            Edit
                          </button>{" "}
                          <button type="button" onClick={() => setConfirming(row.id)}>
                            Delete
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                  {editing === row.id ? (
                    <tr className="admin-edit-row" id={`edit-${row.id}`} data-edit-id={row.id}>
                      <td colSpan={columns.length + 1}>
                        {vocabulary ? (
                        <EditForm
                          spec={spec}
                          documents={documents}
                          row={row}
                          vocabulary={vocabulary}
                          onCancel={() => setEditing(null)}
                          onSaved={async (saved) => {
                            setEditing(null);
                            // The list is asked again before "Saved" is said, so the word comes with the row
                            // where it now stands (its new values may move it to another page).
                            try {
                              await refetch();
                            } finally {
                              notes.settle({ kind: "success", text: `Saved: the changes to ${rowTitle(spec, saved)} were stored.` });
                            }
                          }}
                        />
                        ) : (
                          <p>Loading the form…</p>
                        )}
                      </td>
                    </tr>
                  ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin-pager" aria-label="Pages">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              Previous
            </button>
            <span>
              {offset + 1}–{offset + page.items.length} of {page.totalCount}
            </span>
            <button type="button" disabled={offset + PAGE_SIZE >= page.totalCount} onClick={() => setOffset(offset + PAGE_SIZE)}>
              Next
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

function rowTitle(spec: ContentTypeSpec, row: ContentRow): string {
  const value = row[spec.titleField];
  const field = spec.fields[spec.titleField]!;
  if (isFileKind(field.kind) || value === null || value === undefined || value === "") return `this ${spec.label.toLowerCase()}`;
  return `“${field.kind === "semester" ? semesterLabel(Number(value)) : String(value)}”`;
}
