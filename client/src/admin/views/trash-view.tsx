import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminDeleteForeverDocument, AdminRestoreFromTrashDocument, AdminTrashDocument } from "../../graphql/generated/graphql.js";
import { ConfirmDelete } from "../forms/confirm-delete.js";
import { useFormStatus } from "../../ui/form-status.js";
import { errorText } from "../shell/errors.js";
import { momentText as when } from "./moment-text.js";
import { adminTablesMessages } from "../../messages/admin-tables.js";
import { typeLabel } from "../../messages/admin-registry.js";
import { AdminTable } from "./admin-table.js";
import { LoadState } from "./load-state.js";
import { ViewFrame } from "./view-frame.js";

// The Trash: what was deleted in the panel, through the API or the old connection.php client,
// newest first. Restore brings a row back with its files; Delete for ever (after a confirm)
// removes it and its files. Rows left here are removed for ever after TRASH_DAYS by the server.

const SHOWN = 100;

type TrashItem = { type: string; typeLabel: string; id: string; title: string; deletedAt: string; deletedBy?: string | null };

/** The type's name in the panel's language (the server's English for a type the registry no longer has). */
const labelOf = (item: TrashItem) => {
  const spec = CONTENT_TYPE_LIST.find((type) => type.key === item.type);
  return spec ? typeLabel(spec) : item.typeLabel;
};
const named = (item: TrashItem) => (item.title ? `“${item.title}”` : adminTablesMessages.trash.named(labelOf(item), item.id));

export function TrashView() {
  const { data, loading, error, refetch } = useQuery(AdminTrashDocument, { variables: { limit: SHOWN }, fetchPolicy: "network-only" });
  const [restore, { loading: restoring }] = useMutation(AdminRestoreFromTrashDocument);
  const [purge, { loading: purging }] = useMutation(AdminDeleteForeverDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const notes = useFormStatus();
  const busy = restoring || purging;
  const m = adminTablesMessages.trash;

  async function act(item: TrashItem, action: "restore" | "purge") {
    notes.begin();
    try {
      const variables = { type: item.type, id: item.id };
      if (action === "restore") await restore({ variables });
      else await purge({ variables });
      setConfirming(null);
      notes.settle({
        kind: "success",
        text: action === "restore" ? m.restored(named(item)) : m.purged(named(item)),
      });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: errorText(e) });
    }
  }

  const page = data?.trash;
  return (
    <ViewFrame heading={m.heading} intro={data ? m.intro(data.trashDays) : undefined} status={notes.status}>
      <LoadState loading={loading && !data} label={m.loading} failure={error && !data ? errorText(error) : null} />
      {page && page.items.length === 0 ? <p className="admin-empty">{m.empty}</p> : null}
      {page && page.items.length > 0 ? (
        <AdminTable
          className="admin-table admin-trash"
          caption={page.totalCount > page.items.length ? m.someOf(page.items.length, page.totalCount) : m.all(page.totalCount)}
          headings={[m.type, m.title, m.deletedBy, m.when, adminTablesMessages.actions]}
        >
          {page.items.map((item) => {
            const key = `${item.type}-${item.id}`;
            const manage = CONTENT_TYPE_LIST.find((spec) => spec.key === item.type)?.admin.manageRoute;
            return (
              <tr key={key} data-trash-id={key}>
                <td>{manage ? <Link to={`/admin-login/${manage}`}>{labelOf(item)}</Link> : labelOf(item)}</td>
                <td>{item.title || "—"}</td>
                <td>{item.deletedBy ?? m.theServer}</td>
                <td>
                  <time dateTime={item.deletedAt}>{when(item.deletedAt)}</time>
                </td>
                <td className="admin-actions">
                  {confirming === key ? (
                    <ConfirmDelete
                      what={named(item)}
                      verb={m.deleteForEver}
                      confirmLabel={m.yesDeleteForEver}
                      busy={busy}
                      onConfirm={() => act(item, "purge")}
                      onCancel={() => setConfirming(null)}
                    />
                  ) : (
                    <>
                      <button type="button" disabled={busy} onClick={() => act(item, "restore")}>
                        {m.restore}
                      </button>{" "}
                      <button type="button" className="danger" disabled={busy} onClick={() => setConfirming(key)}>
                        {m.deleteForEver}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
    </ViewFrame>
  );
}
