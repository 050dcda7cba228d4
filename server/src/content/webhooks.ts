import type { ContentTypeSpec } from "./define.js";

// What a webhook can be told of, and which content makes events: plain data, read by the
// server's webhook service and by the panel's Webhooks view. Only public content types make
// events: submissions (public forms) and anything else only administrators read never do.

export const WEBHOOK_EVENTS = ["create", "update", "delete", "restore", "purge"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Visitors read it, so telling another site of it reveals nothing private. */
export const makesWebhookEvents = (spec: ContentTypeSpec): boolean => spec.access.read === "public";
