import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { AdminDeleteWebhookDocument, AdminRedeliverWebhookDocument, AdminWebhooksDocument, type AdminWebhookFieldsFragment } from "../../graphql/generated/graphql.js";
import { errorText } from "../shell/errors.js";
import { AskBeforeDeleting } from "../forms/confirm-delete.js";
import { StatusLines } from "../forms/status-lines.js";
import { useRowRemoval } from "../forms/row-removal.js";
import { AddWebhookForm } from "./add-webhook-form.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";
import { deliveryOutcome, eventLabel, typeLabel, when } from "./webhook-choices.js";
import { AdminTable } from "../views/admin-table.js";
import { LoadState } from "../views/load-state.js";
import { ViewFrame } from "../views/view-frame.js";

/** While a delivery is waiting or being sent, the list is asked again this often. */
const POLL_MS = 3000;

/**
 * Webhooks (/admin-login/webhooks): add one (its secret shown once), each one's recent
 * deliveries with their outcome, send one again, delete with a confirmation.
 */
export function WebhooksView() {
  const [waiting, setWaiting] = useState(false);
  // Outcomes arrive after the page loads: the list is asked again while any delivery is open.
  const { data, loading, error, refetch } = useQuery(AdminWebhooksDocument, { fetchPolicy: "network-only", pollInterval: waiting ? POLL_MS : 0 });
  const [redeliver] = useMutation(AdminRedeliverWebhookDocument);
  const hooks = data?.webhooks;
  const open = Boolean(hooks?.some((hook) => hook.recentDeliveries.some((d) => d.status === "pending" || d.status === "sending")));
  useEffect(() => setWaiting(open), [open]);
  const m = adminToolsMessages.webhooks;
  const deleting = useRowRemoval<AdminWebhookFieldsFragment>(AdminDeleteWebhookDocument, refetch, {
    done: (hook) => m.deleted(hook.url),
    failed: (hook, reason) => `${m.notDeleted(hook.url)} ${reason}`,
  });
  const { notes } = deleting;

  async function sendAgain(deliveryId: string) {
    notes.begin();
    try {
      await redeliver({ variables: { deliveryId } });
      notes.settle({ kind: "success", text: m.sendingAgain });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: `${m.notSentAgain} ${errorText(e)}` });
    }
  }

  return (
    <ViewFrame heading={m.heading} intro={m.intro}>
      <AddWebhookForm />
      <h2>{m.listHeading}</h2>
      <p>
        <button type="button" onClick={() => void refetch()}>
          {m.refresh}
        </button>
      </p>
      <StatusLines status={notes.status} />
      <LoadState loading={loading && !hooks} label={m.loading} failure={error && !hooks ? `${m.notLoaded} ${errorText(error)}` : null} />
      {hooks && hooks.length === 0 ? <p>{m.none}</p> : null}
      {hooks?.map((hook) => (
        <article key={hook.id} className="admin-webhook" data-url={hook.url}>
          <h3>{hook.url}</h3>
          <p>
            {hook.types ? hook.types.map(typeLabel).join(", ") : m.allPublic}; {hook.events.map((e) => eventLabel(e)).join(", ")}. {m.added(when(hook.createdAt))}{" "}
            <AskBeforeDeleting label={m.delete} what={m.theWebhook(hook.url)} {...deleting.question(hook)} />
          </p>
          {hook.recentDeliveries.length === 0 ? (
            <p>{m.nothingSent}</p>
          ) : (
            <AdminTable
              caption={m.caption(hook.url)}
              headings={[m.columns.time, m.columns.change, m.columns.outcome, m.columns.attempts, m.columns.nextTry, m.columns.actions]}
            >
              {hook.recentDeliveries.map((d) => (
                <tr key={d.id} data-status={d.status}>
                  <td>{when(d.createdAt)}</td>
                  <td>
                    {eventLabel(d.event)}: {typeLabel(d.type)} “{d.title}”
                  </td>
                  <td>
                    {deliveryOutcome(d)}
                    {d.lastOutcome && d.status !== "delivered" ? <div className="admin-hint">{d.lastOutcome}</div> : null}
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.nextAttemptAt && d.status !== "sending" ? when(d.nextAttemptAt) : "—"}</td>
                  <td>
                    {d.status === "delivered" || d.status === "failed" ? (
                      <button type="button" onClick={() => void sendAgain(d.id)}>
                        {m.sendAgain}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </article>
      ))}
    </ViewFrame>
  );
}
