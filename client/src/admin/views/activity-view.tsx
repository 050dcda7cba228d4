import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { AUDIT_ACTIONS } from "../../../../server/src/base/audit.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminAuditLogDocument, type AdminAuditLogQuery } from "../../graphql/generated/graphql.js";
import { errorText } from "../shell/errors.js";
import { downloadText, toCsv } from "./csv.js";
import { formatWhen } from "./when.js";
import { ColumnHeadings } from "./admin-table.js";

// The Activity view: the audit log (who did what, when, from where), newest first, filtered by
// person, content type, action and dates, a page at a time, and downloadable as a CSV file.

const PAGE = 50;
const EXPORT_PAGE = 100;

type Entry = AdminAuditLogQuery["auditLog"]["items"][number];
interface Filter {
  actor: string;
  type: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { actor: "", type: "", action: "", from: "", to: "" };

/** The API's filter: dates as the whole days the clerk chose, in the browser's time zone. */
function apiFilter(filter: Filter) {
  return {
    actor: filter.actor.trim() || null,
    type: filter.type || null,
    action: filter.action || null,
    from: filter.from ? new Date(`${filter.from}T00:00:00`).toISOString() : null,
    to: filter.to ? new Date(`${filter.to}T23:59:59.999`).toISOString() : null,
  };
}

const actionLabel = (action: string) => action.replace(/-/g, " ");
const whatText = (entry: Entry) => [entry.typeLabel, entry.rowId ? `number ${entry.rowId}` : "", entry.detail].filter(Boolean).join(", ");

export function ActivityView() {
  const client = useApolloClient();
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState("");
  const { data, loading, error } = useQuery(AdminAuditLogDocument, { variables: { filter: apiFilter(filter), limit: PAGE, offset }, fetchPolicy: "network-only" });
  const page = data?.auditLog;
  const set = (name: keyof Filter) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter(draft);
    setOffset(0);
  }

  async function exportAll() {
    setExporting(true);
    setMessage("");
    setProblem("");
    try {
      const entries: Entry[] = [];
      for (let at = 0; ; at += EXPORT_PAGE) {
        const { data: chunk } = await client.query({ query: AdminAuditLogDocument, variables: { filter: apiFilter(filter), limit: EXPORT_PAGE, offset: at }, fetchPolicy: "network-only" });
        const items = chunk?.auditLog.items ?? [];
        entries.push(...items);
        if (items.length < EXPORT_PAGE || entries.length >= (chunk?.auditLog.totalCount ?? 0)) break;
      }
      const header = ["When", "Who", "Action", "What", "Address", "Browser"];
      const rows = entries.map((e) => [new Date(String(e.at)).toISOString(), e.actor, actionLabel(e.action), whatText(e), e.ip, e.userAgent ?? ""]);
      downloadText(`activity-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
      setMessage(`Downloaded ${entries.length} ${entries.length === 1 ? "entry" : "entries"} as a CSV file.`);
    } catch (failure) {
      setProblem(`The file could not be made. ${errorText(failure)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="activity-heading">
      <h1 id="activity-heading">Activity</h1>
      <p>Who did what in the administration area, and from where. Entries cannot be changed; they are kept at least 180 days.</p>
      <form className="admin-filters" onSubmit={apply} aria-label="Filter the activity">
        <label>
          Person (e-mail) <input type="search" value={draft.actor} onChange={set("actor")} />
        </label>
        <label>
          Content type{" "}
          <select value={draft.type} onChange={set("type")}>
            <option value="">All</option>
            {CONTENT_TYPE_LIST.map((spec) => (
              <option key={spec.key} value={spec.key}>
                {spec.pluralLabel}
              </option>
            ))}
          </select>
        </label>
        <label>
          Action{" "}
          <select value={draft.action} onChange={set("action")}>
            <option value="">All</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label>
          From <input type="date" value={draft.from} onChange={set("from")} />
        </label>
        <label>
          To <input type="date" value={draft.to} onChange={set("to")} />
        </label>
        <button type="submit">Show</button>
      </form>
      <div className="admin-export">
        <button type="button" onClick={exportAll} disabled={exporting}>
          {exporting ? "Preparing the file…" : "Download as CSV"}
        </button>
        <span role="status" className="admin-success">
          {message}
        </span>
      </div>
      <p role="alert" className="admin-error">
        {problem || (error ? `The activity could not be loaded. ${errorText(error)}` : "")}
      </p>
      {loading ? <p>Loading the activity…</p> : null}
      {page && page.items.length === 0 ? <p>Nothing was recorded that matches these filters.</p> : null}
      {page && page.items.length > 0 ? (
        <>
          <table className="admin-table">
            <caption>
              Entries {offset + 1} to {offset + page.items.length} of {page.totalCount}
            </caption>
            <ColumnHeadings labels={["When", "Who", "Action", "What", "From where"]} />
            <tbody>
              {page.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{actionLabel(entry.action)}</td>
                  <td>{whatText(entry)}</td>
                  <td>
                    {entry.ip}
                    {entry.userAgent ? <div className="admin-hint">{entry.userAgent}</div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages of the activity">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Newer
            </button>{" "}
            <button type="button" disabled={offset + PAGE >= page.totalCount} onClick={() => setOffset(offset + PAGE)}>
              Older
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
