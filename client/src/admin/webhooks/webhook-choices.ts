import { CONTENT_TYPE_LIST, CONTENT_TYPES } from "../../../../server/src/content/registry.js";
import { makesWebhookEvents, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from "../../../../server/src/content/webhooks.js";

// What the Webhooks view offers and how it names things, from the registry: the public types a
// webhook may choose, and each event in words.

export const WEBHOOK_TYPES = CONTENT_TYPE_LIST.filter(makesWebhookEvents).map((spec) => ({ key: spec.key, label: spec.pluralLabel }));
export { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS };

export const typeLabel = (key: string) => (CONTENT_TYPES as Record<string, { pluralLabel: string } | undefined>)[key]?.pluralLabel ?? key;

export const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** A delivery's outcome in words. */
export function deliveryOutcome(d: { status: string; lastStatus: number | null; attempts: number }): string {
  switch (d.status) {
    case "delivered":
      return `Delivered (HTTP ${d.lastStatus})`;
    case "failed":
      return `Failed after ${d.attempts} attempts`;
    case "sending":
      return "Sending now";
    default:
      return d.attempts === 0 ? "Waiting to be sent" : `Not delivered yet (${d.lastStatus ? `HTTP ${d.lastStatus}` : "no answer"}); will try again`;
  }
}
