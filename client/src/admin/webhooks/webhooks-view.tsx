import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import {
  AdminDeleteWebhookDocument,
  AdminRedeliverWebhookDocument,
  AdminWebhooksDocument,
  type AdminWebhookFieldsFragment,
} from "../../graphql/generated/graphql.js";
import { errorText } from "../shell/errors.js";
import { AskBeforeDeleting } from "../forms/confirm-delete.js";
import { StatusLines } from "../forms/status-lines.js";
import { useFormStatus } from "../../ui/form-status.js";
import { AddWebhookForm } from "./add-webhook-form.js";
import { deliveryOutcome, typeLabel, WEBHOOK_EVENT_LABELS, when } from "./webhook-choices.js";
import { AdminTable } from "../views/admin-table.js";
import { LoadState } from "../views/load-state.js";

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
  const [remove, { loading: removing }] = useMutation(AdminDeleteWebhookDocument);
  const [redeliver] = useMutation(AdminRedeliverWebhookDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const notes = useFormStatus();
  const hooks = data?.webhooks;
  const open = Boolean(hooks?.some((hook) => hook.recentDeliveries.some((d) => d.status === "pending" || d.status === "sending")));
  useEffect(() => setWaiting(open), [open]);

  async function confirmDelete(hook: AdminWebhookFieldsFragment) {
    notes.begin();
    try {
      await remove({ variables: { id: hook.id } });
      notes.settle({ kind: "success", text: `Deleted the webhook to ${hook.url}. Nothing more will be sent there.` });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: `The webhook to ${hook.url} was not deleted. ${errorText(e)}` });
    } finally {
      setConfirming(null);
    }
  }

  async function sendAgain(deliveryId: string) {
    notes.begin();
    try {
      await redeliver({ variables: { deliveryId } });
      notes.settle({ kind: "success", text: "It will be sent again in a moment; its outcome shows below." });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: `It could not be sent again. ${errorText(e)}` });
    }
  }

  return (
    <section>
      <h1>Webhooks</h1>
      <p>
        A webhook tells another service, such as a notice board screen or a mailing tool, each time public content is added, changed or
        deleted: the site sends a short signed message to the address you enter. Form entries are never sent.
      </p>
      <AddWebhookForm />
      <h2>Webhooks and their latest deliveries</h2>
      <p>
        <button type="button" onClick={() => void refetch()}>
          Refresh
        </button>
      </p>
      <StatusLines status={notes.status} />
      <LoadState loading={loading && !hooks} label="Loading the webhooks" failure={error && !hooks ? `Sorry, the webhooks could not be loaded. ${errorText(error)}` : null} />
      {hooks && hooks.length === 0 ? <p>No webhooks yet.</p> : null}
      {hooks?.map((hook) => (
        <article key={hook.id} className="admin-webhook" data-url={hook.url}>
          <h3>{hook.url}</h3>
          <p>
            {hook.types ? hook.types.map(typeLabel).join(", ") : "All public content"}; {hook.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(", ")}.
            Added {when(hook.createdAt)}.{" "}
            <AskBeforeDeleting
              label="Delete"
              asking={confirming === hook.id}
              onAsk={() => {
                notes.clear();
                setConfirming(hook.id);
              }}
              what={`the webhook to ${hook.url}`}
              busy={removing}
              onConfirm={() => confirmDelete(hook)}
              onCancel={() => setConfirming(null)}
            />
          </p>
          {hook.recentDeliveries.length === 0 ? (
            <p>Nothing sent yet.</p>
          ) : (
            <AdminTable caption={`Latest deliveries to ${hook.url}`} headings={["Time", "Change", "Outcome", "Attempts", "Next try", "Actions"]}>
              {hook.recentDeliveries.map((d) => (
                <tr key={d.id} data-status={d.status}>
                  <td>{when(d.createdAt)}</td>
                  <td>
                    {WEBHOOK_EVENT_LABELS[d.event]}: {typeLabel(d.type)} “{d.title}”
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
                        Send again
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </article>
      ))}
    </section>
  );
}
