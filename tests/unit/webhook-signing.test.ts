import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhookBody } from "../../server/src/services/webhooks/signature.js";
import { nextAttemptAfter, MAX_ATTEMPTS } from "../../server/src/services/webhooks/retry-schedule.js";

// The signature as docs/api.md documents it: "sha256=" + hex HMAC-SHA-256(secret, timestamp + "." + body).

/** What a receiver does (docs/api.md): the signature matches and the timestamp is within five minutes of `now`. */
function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string, now: number): boolean {
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > 5 * 60) return false;
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

describe("webhook signatures", () => {
  const secret = "whsec_test-secret";
  const body = '{"id":"1","event":"create"}';

  it("is the HMAC-SHA-256 of the timestamp, a full stop and the body, written out independently", () => {
    const expected = createHmac("sha256", secret).update(`1700000000.${body}`).digest("hex");
    expect(signWebhookBody(secret, 1700000000, body)).toBe(`sha256=${expected}`);
  });

  it("verifies within five minutes, and refuses an old timestamp, another body or another secret", () => {
    const now = 1700000000_000;
    const signature = signWebhookBody(secret, 1700000000, body);
    expect(verifyWebhookSignature(secret, "1700000000", body, signature, now + 299_000)).toBe(true);
    expect(verifyWebhookSignature(secret, "1700000000", body, signature, now + 301_000)).toBe(false);
    expect(verifyWebhookSignature(secret, "1700000000", `${body} `, signature, now)).toBe(false);
    expect(verifyWebhookSignature("whsec_other", "1700000000", body, signature, now)).toBe(false);
    expect(verifyWebhookSignature(secret, "1700000001", body, signature, now)).toBe(false);
  });

  it("makes a new secret each time, 32 random bytes after whsec_", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });

  it("retries after 1 min, 5 min, 30 min, 2 h and 12 h, then stops", () => {
    const now = new Date(0);
    const delays = [1, 2, 3, 4, 5].map((n) => nextAttemptAfter(n, now)!.getTime() / 60_000);
    expect(delays).toEqual([1, 5, 30, 120, 720]);
    expect(nextAttemptAfter(MAX_ATTEMPTS, now)).toBeNull();
  });
});
