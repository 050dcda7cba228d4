import { CONTENT_TYPE_LIST, CONTENT_TYPES } from "../../../../server/src/content/registry.js";
import { makesWebhookEvents, WEBHOOK_EVENTS, type WebhookEvent } from "../../../../server/src/content/webhooks.js";
import { adminLocale } from "../../messages/admin-language.js";
import { pluralLabel } from "../../messages/admin-registry.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";

// What the Webhooks view offers and how it names things, from the registry: the public types a
// webhook may choose, and each event in words, in the panel's language (read when drawn).

/** The public types a webhook may choose, named in the panel's language. */
export const webhookTypes = () => CONTENT_TYPE_LIST.filter(makesWebhookEvents).map((spec) => ({ key: spec.key, label: pluralLabel(spec) }));
export { WEBHOOK_EVENTS };

/** An event in the clerk's words. */
export const eventLabel = (event: WebhookEvent) => adminToolsMessages.webhooks.events[event];

export const typeLabel = (key: string) => {
  const spec = (CONTENT_TYPES as Record<string, (typeof CONTENT_TYPE_LIST)[number] | undefined>)[key];
  return spec ? pluralLabel(spec) : key;
};

export const when = (iso: string) =>
  new Date(iso).toLocaleString(adminLocale(), { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** A delivery's outcome in words. */
export function deliveryOutcome(d: { status: string; lastStatus: number | null; attempts: number }): string {
  const m = adminToolsMessages.webhooks;
  switch (d.status) {
    case "delivered":
      return m.delivered(d.lastStatus);
    case "failed":
      return m.failed(d.attempts);
    case "sending":
      return m.sendingNow;
    default:
      return d.attempts === 0 ? m.waiting : m.notYet(d.lastStatus);
  }
}
