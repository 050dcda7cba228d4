import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { AdminRevisionsDocument, AdminRestoreRevisionDocument } from "../../graphql/generated/graphql.js";
import { manageHeading } from "../shell/admin-routes.js";
import { errorText } from "../shell/errors.js";
import { formatWhen } from "./when.js";
import { historyAuthorText, historyValueText } from "./history-value.js";
import { adminTablesMessages } from "../../messages/admin-tables.js";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { fieldLabel, typeLabel } from "../../messages/admin-registry.js";
import { ColumnHeadings } from "./admin-table.js";
import { ViewFrame } from "./view-frame.js";

// A row's History: every kept version, newest first, with who saved it, when, and each field it
// changed (old -> new, files as links), and "Restore this version" with a confirmation. A
// restore is saved as a new version, with the same checks as a save.

type Change = { field: string; label: string; from: string; to: string; fromUrl?: string | null; toUrl?: string | null };

function Value({ text, url }: { text: string; url?: string | null }) {
  const m = adminTablesMessages.historyView;
  if (url) return <a href={url}>{text || m.theFile}</a>;
  return text ? <span>{text}</span> : <em>{m.empty}</em>;
}

/** A changed field's name in the panel's language (the server's English for a field the registry no longer has). */
const labelOf = (spec: ContentTypeSpec, change: Change) => {
  const field = spec.fields[change.field];
  return field ? fieldLabel(field) : change.label;
};

/**
 * The row's title as its newest version saved it (versions come newest first; each names the
 * fields it changed, the first all of them), or "" for a type whose title is not text.
 */
function titleOf(spec: ContentTypeSpec, versions: readonly { changes: readonly Change[] }[]): string {
  if (spec.fields[spec.titleField]?.kind !== "text") return "";
  for (const version of versions) {
    const change = version.changes.find((candidate) => candidate.field === spec.titleField);
    if (change) return change.to;
  }
  return "";
}

function ChangeList({ spec, changes }: { spec: ContentTypeSpec; changes: Change[] }) {
  const m = adminTablesMessages.historyView;
  if (changes.length === 0) return <p>{m.noFieldChanged}</p>;
  return (
    <table className="admin-history-changes">
      <caption className="visually-hidden">{m.fieldsChanged}</caption>
      <ColumnHeadings labels={[m.field, m.before, m.after]} />
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{labelOf(spec, change)}</th>
            <td>
              <Value text={historyValueText(spec.fields[change.field], change.from)} url={change.fromUrl} />
            </td>
            <td>
              <Value text={historyValueText(spec.fields[change.field], change.to)} url={change.toUrl} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HistoryView({ spec, id }: { spec: ContentTypeSpec; id: string }) {
  const { data, loading, error, refetch } = useQuery(AdminRevisionsDocument, { variables: { type: spec.key, id }, fetchPolicy: "network-only" });
  const [restore, { loading: restoring }] = useMutation(AdminRestoreRevisionDocument);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState("");
  const m = adminTablesMessages.historyView;

  async function confirmRestore(number: number) {
    setMessage("");
    setProblem("");
    try {
      const result = await restore({ variables: { type: spec.key, id, revision: number } });
      await refetch();
      setMessage(m.restored(what, number, String(result.data?.restoreRevision.number ?? "")));
    } catch (failure) {
      setProblem(m.notRestored(number, errorText(failure)));
    } finally {
      setConfirming(null);
    }
  }

  const versions = data?.revisions ?? [];
  const title = titleOf(spec, versions);
  const what = title ? `“${title}”` : m.what(typeLabel(spec), id);
  return (
    <ViewFrame
      heading={m.heading(what)}
      headingId="history-heading"
      intro={
        <>
          {m.intro} <Link to={`/admin-login/${spec.admin.manageRoute}`}>{m.backTo(manageHeading(spec))}</Link>
        </>
      }
    >
      <p role="status" className="admin-success">
        {message}
      </p>
      <p role="alert" className="admin-error">
        {problem || (error ? m.notLoaded(errorText(error)) : "")}
      </p>
      {loading ? <p>{m.loading}</p> : null}
      {!loading && !error && versions.length === 0 ? <p>{m.noVersions(typeLabel(spec))}</p> : null}
      <ol className="admin-history" reversed>
        {versions.map((version) => (
          <li key={version.number} data-version={version.number}>
            <h2>
              {m.version(version.number)}
              {version.current ? m.current : ""}
            </h2>
            <p>{m.savedBy(historyAuthorText(version.author), formatWhen(version.at))}</p>
            <ChangeList spec={spec} changes={version.changes} />
            {version.current ? null : confirming === version.number ? (
              <span role="group" aria-label={m.confirmRestore}>
                {m.restoreQuestion(version.number)}{" "}
                <button type="button" disabled={restoring} onClick={() => confirmRestore(version.number)}>
                  {m.yesRestore}
                </button>{" "}
                <button type="button" onClick={() => setConfirming(null)}>
                  {adminFormsMessages.cancel}
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirming(version.number)}>
                {m.restoreThis}
              </button>
            )}
          </li>
        ))}
      </ol>
    </ViewFrame>
  );
}
