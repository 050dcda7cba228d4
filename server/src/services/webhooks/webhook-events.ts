import type { WebhookEvent } from "../../content/webhooks.js";
import type { WriteAction } from "../write-journal.js";

// The event a content write makes (which writes make events: content/webhooks.ts), and the
// JSON a receiver gets.

export { makesWebhookEvents, WEBHOOK_EVENTS, type WebhookEvent } from "../../content/webhooks.js";

/** A row published later (a publishing date reached) is, to a receiver, a new row. */
const EVENT_OF: Record<WriteAction, WebhookEvent> = {
  create: "create",
  publish: "create",
  update: "update",
  delete: "delete",
  restore: "restore",
  purge: "purge",
};

export const webhookEventOf = (action: WriteAction): WebhookEvent => EVENT_OF[action];

/** The event's JSON as stored with its delivery; the delivery's id is put first when it is sent. */
export interface WebhookPayload {
  event: WebhookEvent;
  type: string;
  rowId: number;
  title: string;
  /** The public page showing the row, when one is known (none yet: null). */
  url: string | null;
  at: string;
}

export function webhookBody(deliveryId: number, payload: WebhookPayload): string {
  return JSON.stringify({ id: String(deliveryId), ...payload });
}

export function titleOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value === null || value === undefined) return "";
  return String(value).slice(0, 300);
}
