import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { AdminRevisionsDocument, AdminRestoreRevisionDocument } from "../../graphql/generated/graphql.js";
import { manageHeading } from "../shell/admin-routes.js";
import { errorText } from "../shell/errors.js";
import { formatWhen } from "./when.js";

// A row's History: every kept version, newest first, with who saved it, when, and each field it
// changed (old -> new, files as links), and "Restore this version" with a confirmation. A
// restore is saved as a new version, with the same checks as a save.

type Change = { field: string; label: string; from: string; to: string; fromUrl?: string | null; toUrl?: string | null };

function Value({ text, url }: { text: string; url?: string | null }) {
  if (url) return <a href={url}>{text || "the file"}</a>;
  return text ? <span>{text}</span> : <em>empty</em>;
}

function ChangeList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return <p>No field changed.</p>;
  return (
    <table className="admin-history-changes">
      <caption className="visually-hidden">Fields changed</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td>
              <Value text={change.from} url={change.fromUrl} />
            </td>
            <td>
              <Value text={change.to} url={change.toUrl} />
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
  const what = `${spec.label.toLowerCase()} number ${id}`;

  async function confirmRestore(number: number) {
    setMessage("");
    setProblem("");
    try {
      const result = await restore({ variables: { type: spec.key, id, revision: number } });
      await refetch();
      setMessage(`Restored: the ${what} now holds what version ${number} held, saved as version ${result.data?.restoreRevision.number}.`);
    } catch (failure) {
      setProblem(`Version ${number} could not be restored. ${errorText(failure)}`);
    } finally {
      setConfirming(null);
    }
  }

  const versions = data?.revisions ?? [];
  return (
    <section aria-labelledby="history-heading">
      <h1 id="history-heading">History of {what}</h1>
      <p>
        Every saved version, newest first: who saved it, when, and what it changed. <Link to={`/admin-login/${spec.admin.manageRoute}`}>Back to {manageHeading(spec)}</Link>
      </p>
      <p role="status" className="admin-success">
        {message}
      </p>
      <p role="alert" className="admin-error">
        {problem || (error ? `The history could not be loaded. ${errorText(error)}` : "")}
      </p>
      {loading ? <p>Loading the history…</p> : null}
      {!loading && !error && versions.length === 0 ? <p>No versions are kept for this {spec.label.toLowerCase()} yet.</p> : null}
      <ol className="admin-history" reversed>
        {versions.map((version) => (
          <li key={version.number} data-version={version.number}>
            <h2>
              Version {version.number}
              {version.current ? " (what is saved now)" : ""}
            </h2>
            <p>
              Saved by {version.author} on {formatWhen(version.at)}
            </p>
            <ChangeList changes={version.changes} />
            {version.current ? null : confirming === version.number ? (
              <span role="group" aria-label="Confirm restore">
                Restore version {version.number}? What is saved now stays in the history.{" "}
                <button type="button" disabled={restoring} onClick={() => confirmRestore(version.number)}>
                  Yes, restore
                </button>{" "}
                <button type="button" onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirming(version.number)}>
                Restore this version
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
