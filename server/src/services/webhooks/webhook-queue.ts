import type { DataSource } from "typeorm";
import { Webhook, WebhookDelivery } from "../../db/entities/index.js";
import type { WriteListener } from "../write-journal.js";
import { makesWebhookEvents, titleOf, webhookEventOf, type WebhookEvent, type WebhookPayload } from "./webhook-events.js";

// The write journal's listener for webhooks: once a write to public content has committed, one
// delivery per interested webhook is stored (so it survives a restart) and the worker is woken.
// It runs after the commit and the journal catches its errors: it never slows or fails a write.

export function webhookQueue(dataSource: DataSource, nudge: () => void): WriteListener {
  return {
    async afterCommit(event) {
      if (!makesWebhookEvents(event.spec)) return;
      // The write's own last read (the saved row it answers with) goes first: on SQLite every
      // statement shares one connection, and this one is not in a hurry.
      await new Promise((resolve) => setImmediate(resolve));
      const kind: WebhookEvent = webhookEventOf(event.action);
      const hooks = await dataSource.getRepository(Webhook).findBy({ active: true });
      const interested = hooks.filter((hook) => {
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
      await dataSource.getRepository(WebhookDelivery).insert(
        interested.map((hook) => ({ webhookId: hook.id, event: kind, payload: text, status: "pending", attempts: 0, nextAttemptAt: event.at })),
      );
      nudge();
    },
  };
}
