import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import ipaddr from "ipaddr.js";
import type { Registry } from "prom-client";
import { noteRoute } from "./request-notes.js";

// GET /metrics, for Prometheus only. It is answered to a request bearing METRICS_TOKEN, or to a
// direct connection from an address in METRICS_ALLOW (default: loopback). Everyone else is
// handed on to the site as if the path did not exist (its usual 404): nothing says it is there.
//
// Which address: the connection's own (the socket's), never one from X-Forwarded-For, and a
// request that carries X-Forwarded-For or Forwarded at all never passes by address. Behind nginx
// on the same host every visitor's connection comes from 127.0.0.1, so "loopback" judged by the
// socket alone would let the whole internet in; judged by the address Express believes
// (TRUST_PROXY), it would do the same whenever TRUST_PROXY is left at 0 behind a proxy. A proxy
// says a request is forwarded (the shipped nginx site sets X-Forwarded-For on every request), so
// refusing forwarded requests keeps visitors out whatever TRUST_PROXY says; Prometheus on the
// host (or on an allowed network) asks the server's port directly, and a scraper that must come
// through the proxy uses the token.

export interface MetricsAccess {
  /** METRICS_ALLOW's entries: addresses, CIDR ranges, or range names ("loopback"). */
  allow: readonly string[];
  token?: string;
}

type Range = { kind: "name"; name: string } | { kind: "cidr"; cidr: [ipaddr.IPv4 | ipaddr.IPv6, number] };

function rangesOf(entries: readonly string[]): Range[] {
  return entries.map((entry): Range => {
    if (entry.includes("/")) return { kind: "cidr", cidr: ipaddr.parseCIDR(entry) };
    if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      return { kind: "cidr", cidr: [address, address.kind() === "ipv4" ? 32 : 128] };
    }
    return { kind: "name", name: entry };
  });
}

/** The address as IPv4 when it is an IPv4 address mapped into IPv6 (::ffff:127.0.0.1). */
function plainAddress(text: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!text || !ipaddr.isValid(text)) return undefined;
  return ipaddr.process(text);
}

function isAllowed(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly Range[]): boolean {
  return ranges.some((range) => {
    if (range.kind === "name") return address.range() === range.name;
    const [base, bits] = range.cidr;
    return base.kind() === address.kind() && address.match(base as never, bits);
  });
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `req` may read the metrics (see above). */
export function metricsAccessCheck(access: MetricsAccess): (req: IncomingMessage) => boolean {
  const ranges = rangesOf(access.allow);
  // Compared as digests: the same length whatever is sent, and in constant time.
  const tokenDigest = access.token ? digest(access.token) : undefined;
  return (req) => {
    const authorization = req.headers.authorization;
    if (tokenDigest && authorization?.startsWith("Bearer ")) return timingSafeEqual(digest(authorization.slice(7).trim()), tokenDigest);
    if (req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined) return false;
    const address = plainAddress(req.socket.remoteAddress);
    return address !== undefined && isAllowed(address, ranges);
  };
}

/** Answers GET /metrics from `registry` to those allowed; everything else goes on to `next`. */
export function withMetricsEndpoint(next: RequestListener, registry: Registry, access: MetricsAccess): RequestListener {
  const allowed = metricsAccessCheck(access);
  return (req, res) => {
    if ((req.url !== "/metrics" && !req.url?.startsWith("/metrics?")) || (req.method !== "GET" && req.method !== "HEAD") || !allowed(req)) {
      next(req, res);
      return;
    }
    noteRoute(req, "/metrics");
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("The metrics could not be collected.");
      },
    );
  };
}
