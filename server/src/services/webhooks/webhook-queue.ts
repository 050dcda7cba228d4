import type { EntityManager } from "typeorm";
import { Webhook, WebhookDelivery } from "../../db/entities/index.js";
import type { WriteListener } from "../write-journal.js";
import { makesWebhookEvents, titleOf, webhookEventOf, type WebhookEvent, type WebhookPayload } from "./webhook-events.js";

// The write journal's listener for webhooks: one delivery per interested webhook is stored
// inside the write's own transaction (as the search queue is), so a write that committed always
// has its deliveries, whatever happens to the process after the commit; and a write whose
// deliveries cannot be stored is not saved either. The worker is woken once the write commits.

/**
 * The active webhooks, read in the write's transaction. On PostgreSQL they are held (FOR KEY
 * SHARE) until it ends: a webhook deleted at the same moment waits for this write (and its
 * deliveries go with it by the foreign key), or is already gone here, never in between.
 */
function activeHooks(manager: EntityManager): Promise<Webhook[]> {
  const repo = manager.getRepository(Webhook);
  if (manager.connection.options.type !== "postgres") return repo.findBy({ active: true });
  return repo.find({ where: { active: true }, lock: { mode: "for_key_share" } });
}

export function webhookQueue(nudge: () => void): WriteListener {
  return {
    async inTransaction(manager, event) {
      if (!makesWebhookEvents(event.spec)) return;
      // A new row waiting for approval is nobody's news yet: its approval announces it ("publish").
      if ((event.after ?? event.before)?.awaitingApproval) return;
      const kind: WebhookEvent = webhookEventOf(event.action);
      const interested = (await activeHooks(manager)).filter((hook) => {
        const types = hook.types ? (JSON.parse(hook.types) as string[]) : null;
        return (JSON.parse(hook.events) as string[]).includes(kind) && (!types || types.includes(event.spec.key));
      });
      if (interested.length === 0) return;
      const row = event.after ?? event.before;
      const payload: WebhookPayload = {
        event: kind,
        type: event.spec.key,
        rowId: event.id,
        title: titleOf(row?.[event.spec.titleField]),
        url: null,
        at: event.at.toISOString(),
      };
      const text = JSON.stringify(payload);
      await manager
        .getRepository(WebhookDelivery)
        .insert(interested.map((hook) => ({ webhookId: hook.id, event: kind, payload: text, status: "pending", attempts: 0, nextAttemptAt: event.at })));
    },
    afterCommit(event) {
      if (makesWebhookEvents(event.spec)) nudge();
    },
  };
}
