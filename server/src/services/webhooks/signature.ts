import { createHmac, randomBytes } from "node:crypto";

// How a delivery is signed: X-Webhook-Signature is "sha256=" and the hex HMAC-SHA-256, keyed by
// the webhook's secret, of the X-Webhook-Timestamp value (seconds since 1970), a full stop and the
// body exactly as sent. Receivers refuse a timestamp more than five minutes away from their clock
// (docs/api.md shows the steps; tests/unit/webhook-signing.test.ts checks a delivery as they do).

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const TIMESTAMP_HEADER = "X-Webhook-Timestamp";

/** A new secret: 32 random bytes, readable and safe to paste ("whsec_" + base64url). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
}
