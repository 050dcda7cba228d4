import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminDeleteForeverDocument, AdminRestoreFromTrashDocument, AdminTrashDocument } from "../../graphql/generated/graphql.js";
import { ConfirmDelete } from "../forms/confirm-delete.js";
import { StatusLines } from "../forms/status-lines.js";
import { useFormStatus } from "../../ui/form-status.js";
import { errorText } from "../shell/errors.js";
import { momentText as when } from "./moment-text.js";

// The Trash: what was deleted in the panel, through the API or the old connection.php client,
// newest first. Restore brings a row back with its files; Delete for ever (after a confirm)
// removes it and its files. Rows left here are removed for ever after TRASH_DAYS by the server.

const SHOWN = 100;

type TrashItem = { type: string; typeLabel: string; id: string; title: string; deletedAt: string; deletedBy?: string | null };

const named = (item: TrashItem) => (item.title ? `“${item.title}”` : `${item.typeLabel} number ${item.id}`);

export function TrashView() {
  const { data, loading, error, refetch } = useQuery(AdminTrashDocument, { variables: { limit: SHOWN }, fetchPolicy: "network-only" });
  const [restore, { loading: restoring }] = useMutation(AdminRestoreFromTrashDocument);
  const [purge, { loading: purging }] = useMutation(AdminDeleteForeverDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const notes = useFormStatus();
  const busy = restoring || purging;

  async function act(item: TrashItem, action: "restore" | "purge") {
    notes.begin();
    try {
      const variables = { type: item.type, id: item.id };
      if (action === "restore") await restore({ variables });
      else await purge({ variables });
      setConfirming(null);
      notes.settle({
        kind: "success",
        text:
          action === "restore"
            ? `Restored ${named(item)}: it is back in its list and on the site, with its files.`
            : `Deleted ${named(item)} for ever, with its files.`,
      });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: errorText(e) });
    }
  }

  const page = data?.trash;
  return (
    <section>
      <h1>Trash</h1>
      <p>
        Items deleted in the last days wait here. Restore one to bring it back with its files; items stay here for a limited
        time and are then deleted for ever.
      </p>
      <StatusLines status={notes.status} />
      {loading && !data ? <div className="admin-progress" role="progressbar" aria-label="Loading the trash" /> : null}
      {error && !data ? (
        <p role="alert" className="admin-error">
          {errorText(error)}
        </p>
      ) : null}
      {page && page.items.length === 0 ? <p className="admin-empty">The trash is empty.</p> : null}
      {page && page.items.length > 0 ? (
        <div className="admin-table-scroll">
          <table className="admin-table admin-trash">
            <caption>
              {page.totalCount > page.items.length
                ? `The ${page.items.length} items deleted last, of ${page.totalCount} in the trash`
                : `${page.totalCount} ${page.totalCount === 1 ? "item" : "items"} in the trash`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Title</th>
                <th scope="col">Deleted by</th>
                <th scope="col">When</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => {
                const key = `${item.type}-${item.id}`;
                const manage = CONTENT_TYPE_LIST.find((spec) => spec.key === item.type)?.admin.manageRoute;
                return (
                  <tr key={key} data-trash-id={key}>
                    <td>{manage ? <Link to={`/admin-login/${manage}`}>{item.typeLabel}</Link> : item.typeLabel}</td>
                    <td>{item.title || "—"}</td>
                    <td>{item.deletedBy ?? "The server"}</td>
                    <td>
                      <time dateTime={item.deletedAt}>{when(item.deletedAt)}</time>
                    </td>
                    <td className="admin-actions">
                      {confirming === key ? (
                        <ConfirmDelete
                          what={named(item)}
                          verb="Delete for ever"
                          confirmLabel="Yes, delete for ever"
                          busy={busy}
                          onConfirm={() => act(item, "purge")}
                          onCancel={() => setConfirming(null)}
                        />
                      ) : (
                        <>
                          <button type="button" disabled={busy} onClick={() => act(item, "restore")}>
                            Restore
                          </button>{" "}
                          <button type="button" className="danger" disabled={busy} onClick={() => setConfirming(key)}>
                            Delete for ever
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
