import type { IncomingMessage, RequestListener } from "node:http";
import type { TLSSocket } from "node:tls";

// HSTS for every answer that went over HTTPS: when SECURE_COOKIES says the site is HTTPS-only,
// or when this request came over TLS or through a proxy that TRUST_PROXY believes and that says
// `X-Forwarded-Proto: https` (the same rule as Express's req.protocol). Set here, before the
// cached-answer fast paths, since they answer before Express runs; they never store it.
// A plain-HTTP install on a college LAN sends none, so it keeps working.

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** Express's compiled "trust proxy fn": whether the hop at `address` (the i-th from the server) is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function cameOverHttps(req: IncomingMessage, trust: ProxyTrust): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trust(req.socket.remoteAddress ?? "", 0)) return false;
  const header = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

export function withTransportSecurity(listener: RequestListener, options: { httpsOnly: boolean; trust: ProxyTrust }): RequestListener {
  return (req, res) => {
    if (options.httpsOnly || cameOverHttps(req, options.trust)) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    listener(req, res);
  };
}
