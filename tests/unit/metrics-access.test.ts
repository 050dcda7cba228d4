import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { metricsAccessCheck } from "../../server/src/http/metrics-access.js";

// Who may read /metrics (server/src/http/metrics-access.ts): judged by the connection's own
// address, never by a forwarded one, or by the token.

const TOKEN = "a-metrics-token-of-enough-length";

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe("metricsAccessCheck", () => {
  const loopbackOnly = metricsAccessCheck({ allow: ["loopback"], token: TOKEN });

  it("lets a direct connection from loopback in, IPv4, IPv6 and IPv4 mapped into IPv6", () => {
    expect(loopbackOnly(request("127.0.0.1"))).toBe(true);
    expect(loopbackOnly(request("::1"))).toBe(true);
    expect(loopbackOnly(request("::ffff:127.0.0.1"))).toBe(true);
    expect(loopbackOnly(request("203.0.113.9"))).toBe(false);
    expect(loopbackOnly(request("2001:db8::1"))).toBe(false);
  });

  it("never lets a forwarded request in by its address, whatever it claims", () => {
    expect(loopbackOnly(request("127.0.0.1", { "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    expect(loopbackOnly(request("127.0.0.1", { forwarded: "for=127.0.0.1" }))).toBe(false);
  });

  it("lets the right token in from anywhere, and a wrong one nowhere", () => {
    expect(loopbackOnly(request("203.0.113.9", { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "198.51.100.7" }))).toBe(true);
    expect(loopbackOnly(request("127.0.0.1", { authorization: `Bearer ${TOKEN}x` }))).toBe(false);
    expect(loopbackOnly(request("127.0.0.1", { authorization: "Bearer short" }))).toBe(false);
  });

  it("takes addresses and ranges of both kinds, and an empty list lets no address in", () => {
    const ranges = metricsAccessCheck({ allow: ["10.0.0.0/8", "192.0.2.5", "fd00::/8"] });
    expect(ranges(request("10.20.30.40"))).toBe(true);
    expect(ranges(request("::ffff:10.20.30.40"))).toBe(true);
    expect(ranges(request("192.0.2.5"))).toBe(true);
    expect(ranges(request("192.0.2.6"))).toBe(false);
    expect(ranges(request("fd12::3"))).toBe(true);
    expect(ranges(request("127.0.0.1"))).toBe(false);
    expect(ranges(request("127.0.0.1", { authorization: `Bearer ${TOKEN}` }))).toBe(false);
    expect(metricsAccessCheck({ allow: [] })(request("127.0.0.1"))).toBe(false);
  });
});

describe("METRICS_ALLOW and METRICS_TOKEN", () => {
  it("default to loopback and no token, and refuse what they cannot read", () => {
    const config = loadConfig({});
    expect(config.METRICS_ALLOW).toEqual(["loopback"]);
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_ALLOW: "10.0.0.0/8, ::1" }).METRICS_ALLOW).toEqual(["10.0.0.0/8", "::1"]);
    expect(loadConfig({ METRICS_ALLOW: "" }).METRICS_ALLOW).toEqual([]);
    expect(() => loadConfig({ METRICS_ALLOW: "everyone" })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    // Left empty in a .env file: no token.
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});
