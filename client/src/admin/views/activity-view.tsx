import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { AUDIT_ACTIONS } from "../../../../server/src/base/audit.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminAuditLogDocument, type AdminAuditLogQuery } from "../../graphql/generated/graphql.js";
import { errorText } from "../shell/errors.js";
import { downloadText, toCsv } from "./csv.js";
import { formatWhen } from "./when.js";
import { ColumnHeadings } from "./admin-table.js";
import { browserOf } from "./browser-name.js";
import { ViewFrame } from "./view-frame.js";
import { ChoiceOptions } from "../forms/choice-options.js";
import { pluralLabel, typeLabel } from "../../messages/admin-registry.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";

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

/** A recorded action in the panel's language; one this version does not know, as recorded. */
const actionLabel = (action: string) => (adminToolsMessages.activity.actions as Record<string, string>)[action] ?? action.replace(/-/g, " ");
const whatText = (entry: Entry) => [typeName(entry), entry.rowId ? adminToolsMessages.activity.number(entry.rowId) : "", entry.detail].filter(Boolean).join(", ");

/** The entry's type in the panel's language (the log keeps the English label as it was written). */
function typeName(entry: Entry): string {
  const spec = CONTENT_TYPE_LIST.find((one) => one.key === entry.type);
  return spec ? typeLabel(spec) : (entry.typeLabel ?? "");
}

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
  const m = adminToolsMessages.activity;
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
        const { data: chunk } = await client.query({
          query: AdminAuditLogDocument,
          variables: { filter: apiFilter(filter), limit: EXPORT_PAGE, offset: at },
          fetchPolicy: "network-only",
        });
        const items = chunk?.auditLog.items ?? [];
        entries.push(...items);
        if (items.length < EXPORT_PAGE || entries.length >= (chunk?.auditLog.totalCount ?? 0)) break;
      }
      const c = m.csvColumns;
      const header = [c.when, c.who, c.action, c.what, c.address, c.browser];
      const rows = entries.map((e) => [new Date(String(e.at)).toISOString(), e.actor, actionLabel(e.action), whatText(e), e.ip, e.userAgent ?? ""]);
      downloadText(`activity-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
      setMessage(m.downloaded(entries.length));
    } catch (failure) {
      setProblem(`${m.fileNotMade} ${errorText(failure)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <ViewFrame heading={m.heading} headingId="activity-heading" intro={m.intro}>
      <form className="admin-filters" onSubmit={apply} aria-label={m.filters}>
        <label>
          {m.person} <input type="search" value={draft.actor} onChange={set("actor")} />
        </label>
        <label>
          {m.contentType}{" "}
          <select value={draft.type} onChange={set("type")}>
            <ChoiceOptions none={m.all} options={CONTENT_TYPE_LIST.map((spec) => ({ value: spec.key, label: pluralLabel(spec) }))} />
          </select>
        </label>
        <label>
          {m.action}{" "}
          <select value={draft.action} onChange={set("action")}>
            <ChoiceOptions none={m.all} options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))} />
          </select>
        </label>
        <label>
          {m.from} <input type="date" value={draft.from} onChange={set("from")} />
        </label>
        <label>
          {m.to} <input type="date" value={draft.to} onChange={set("to")} />
        </label>
        <button type="submit">{m.show}</button>
      </form>
      <div className="admin-export">
        <button type="button" onClick={exportAll} disabled={exporting}>
          {exporting ? m.preparing : m.download}
        </button>
        <span role="status" className="admin-success">
          {message}
        </span>
      </div>
      <p role="alert" className="admin-error">
        {problem || (error ? `${m.notLoaded} ${errorText(error)}` : "")}
      </p>
      {loading ? <p>{m.loading}</p> : null}
      {page && page.items.length === 0 ? <p>{m.none}</p> : null}
      {page && page.items.length > 0 ? (
        <>
          <table className="admin-table">
            <caption>{m.caption(offset + 1, offset + page.items.length, page.totalCount)}</caption>
            <ColumnHeadings labels={[m.columns.when, m.columns.who, m.columns.action, m.columns.what, m.columns.fromWhere]} />
            <tbody>
              {page.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{actionLabel(entry.action)}</td>
                  <td>{whatText(entry)}</td>
                  <td>
                    {entry.ip}
                    {entry.userAgent ? <BrowserName userAgent={entry.userAgent} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={m.pages}>
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              {m.newer}
            </button>{" "}
            <button type="button" disabled={offset + PAGE >= page.totalCount} onClick={() => setOffset(offset + PAGE)}>
              {m.older}
            </button>
          </nav>
        </>
      ) : null}
    </ViewFrame>
  );
}

/** "Chrome on Android" under the address; the whole identification string on hover and for a string no rule knows. */
function BrowserName({ userAgent }: { userAgent: string }) {
  const known = browserOf(userAgent);
  return (
    <div className="admin-hint" title={userAgent}>
      {known ? adminToolsMessages.activity.browserOn(known.browser, known.system) : userAgent}
    </div>
  );
}
