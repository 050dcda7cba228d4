import type { DataSource } from "typeorm";
import { requireAdministrator } from "../../auth/roles.js";
import type { Actor } from "../../base/actor.js";
import { badField, badInput, notFound, wordedError } from "../../base/errors.js";
import { CONTENT_TYPES, type ContentKey } from "../../content/registry.js";
import { Webhook, WebhookDelivery } from "../../db/entities/index.js";
import type { Sealer } from "../../secrets/sealed-text.js";
import { makesWebhookEvents, WEBHOOK_EVENTS, type WebhookEvent, type WebhookPayload } from "./webhook-events.js";
import { newWebhookSecret } from "./signature.js";
import { checkWebhookUrl, TargetRefused } from "./target-address.js";

// Administrators add, list and delete webhooks and send a delivery again. Every call checks the
// actor here, whatever transport called it.

export const RECENT_DELIVERIES = 10;
const MAX_WEBHOOKS = 20;
const MAX_URL_LENGTH = 500;

/** A delivery as the panel lists it: the stored row's state, and what its event was about. */
export type WebhookDeliveryView = Pick<
  WebhookDelivery,
  "id" | "event" | "status" | "attempts" | "nextAttemptAt" | "lastAttemptAt" | "lastStatus" | "lastOutcome" | "lastDurationMs" | "createdAt"
> &
  Pick<WebhookPayload, "type" | "rowId" | "title">;

export interface WebhookView {
  id: number;
  url: string;
  /** null: every public type. */
  types: string[] | null;
  events: WebhookEvent[];
  active: boolean;
  createdAt: Date;
  recentDeliveries: WebhookDeliveryView[];
}

export interface NewWebhook {
  url: string;
  types?: string[] | null;
  events: string[];
}

export interface WebhookAdmin {
  list(actor: Actor): Promise<WebhookView[]>;
  /** The new webhook and its secret, which is shown this once. */
  create(actor: Actor, input: NewWebhook): Promise<{ webhook: WebhookView; secret: string }>;
  remove(actor: Actor, id: number): Promise<void>;
  /** Sends a delivery again from the start of its retry schedule. */
  redeliver(actor: Actor, deliveryId: number): Promise<WebhookDeliveryView>;
}

/** The types a webhook may ask for: those visitors read. */
export const WEBHOOK_TYPE_KEYS = (Object.keys(CONTENT_TYPES) as ContentKey[]).filter((key) => makesWebhookEvents(CONTENT_TYPES[key]));

export function deliveryView(row: WebhookDelivery): WebhookDeliveryView {
  const payload = JSON.parse(row.payload) as WebhookPayload;
  const finished = row.status === "delivered" || row.status === "failed";
  return {
    id: row.id,
    event: row.event,
    type: payload.type,
    rowId: payload.rowId,
    title: payload.title,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: finished ? null : row.nextAttemptAt,
    lastAttemptAt: row.lastAttemptAt,
    lastStatus: row.lastStatus,
    lastOutcome: row.lastOutcome,
    lastDurationMs: row.lastDurationMs,
    createdAt: row.createdAt,
  };
}

function checkEvents(events: string[]): WebhookEvent[] {
  const chosen = [...new Set(events)];
  if (chosen.length === 0) throw badField("events", "webhookEvents", {});
  for (const event of chosen) {
    if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) {
      throw badInput("events", `"${event}" is not a kind of change a webhook is told of. Choose among ${WEBHOOK_EVENTS.join(", ")}.`);
    }
  }
  return chosen as WebhookEvent[];
}

function checkTypes(types: string[] | null | undefined): string[] | null {
  if (!types || types.length === 0) return null;
  const chosen = [...new Set(types)];
  for (const type of chosen) {
    if (!(WEBHOOK_TYPE_KEYS as string[]).includes(type)) {
      throw badInput("types", `"${type}" is not a kind of public content. Webhooks are told only of content visitors see, never of form entries.`);
    }
  }
  return chosen;
}

export function createWebhookAdmin(dataSource: DataSource, sealer: Sealer, allowPrivate: () => Promise<boolean>, nudge: () => void): WebhookAdmin {
  const hooks = () => dataSource.getRepository(Webhook);
  const deliveries = () => dataSource.getRepository(WebhookDelivery);
  const require = (actor: Actor) => {
    requireAdministrator(actor, "webhooks");
  };

  async function view(hook: Webhook): Promise<WebhookView> {
    const recent = await deliveries().find({ where: { webhookId: hook.id }, order: { id: "DESC" }, take: RECENT_DELIVERIES });
    return {
      id: hook.id,
      url: hook.url,
      types: hook.types ? (JSON.parse(hook.types) as string[]) : null,
      events: JSON.parse(hook.events) as WebhookEvent[],
      active: hook.active,
      createdAt: hook.createdAt,
      recentDeliveries: recent.map(deliveryView),
    };
  }

  return {
    async list(actor) {
      require(actor);
      const all = await hooks().find({ order: { id: "ASC" } });
      return Promise.all(all.map(view));
    },

    async create(actor, input) {
      require(actor);
      const text = input.url.trim();
      if (!text) throw badField("url", "webhookAddress", {});
      if (text.length > MAX_URL_LENGTH) throw badField("url", "webhookAddressTooLong", { max: MAX_URL_LENGTH });
      let url: URL;
      try {
        url = checkWebhookUrl(text, await allowPrivate());
      } catch (error) {
        if (error instanceof TargetRefused) throw wordedError("BAD_USER_INPUT", error.key, error.params as never, "url");
        throw error;
      }
      const events = checkEvents(input.events);
      const types = checkTypes(input.types);
      if ((await hooks().count()) >= MAX_WEBHOOKS) {
        throw wordedError("BAD_USER_INPUT", "tooManyWebhooks", { max: MAX_WEBHOOKS });
      }
      const secret = newWebhookSecret();
      const saved = await hooks().save(
        hooks().create({
          url: url.href,
          secret: sealer.seal(secret, ""),
          types: types ? JSON.stringify(types) : null,
          events: JSON.stringify(events),
          active: true,
          createdBy: actor.kind === "admin" ? actor.accountId : null,
        }),
      );
      return { webhook: await view(saved), secret };
    },

    async remove(actor, id) {
      require(actor);
      // Its deliveries go with it (the foreign key cascades), so nothing more is sent.
      await deliveries().delete({ webhookId: id });
      const result = await hooks().delete({ id });
      if (!result.affected) throw notFound(`Webhook number ${id}`);
    },

    async redeliver(actor, deliveryId) {
      require(actor);
      const row = await deliveries().findOneBy({ id: deliveryId });
      if (!row) throw notFound(`Delivery number ${deliveryId}`);
      await deliveries().update({ id: deliveryId }, { status: "pending", attempts: 0, nextAttemptAt: new Date() });
      nudge();
      return deliveryView((await deliveries().findOneBy({ id: deliveryId }))!);
    },
  };
}
