import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// How a delivery is signed, written once for the sender and for anyone who checks (docs/api.md
// shows the same steps): X-Webhook-Signature is "sha256=" and the hex HMAC-SHA-256, keyed by the
// webhook's secret, of the X-Webhook-Timestamp value (seconds since 1970), a full stop and the
// body exactly as sent. Receivers refuse a timestamp more than five minutes away from their clock.

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const TIMESTAMP_HEADER = "X-Webhook-Timestamp";
export const REPLAY_WINDOW_SECONDS = 5 * 60;

/** A new secret: 32 random bytes, readable and safe to paste ("whsec_" + base64url). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
}

/** What a receiver does: the signature matches and the timestamp is within the replay window of `now`. */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string, now = Date.now()): boolean {
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - seconds) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(signWebhookBody(secret, seconds, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
