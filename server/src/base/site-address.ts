import os from "node:os";

// The site's absolute address: the one place that decides what goes before a path in every
// absolute link (feeds, sitemap.xml, robots.txt, the pages' canonical and hreflang links,
// webhook events). PUBLIC_URL (config.ts) when it is set. Without it, a request's Host is
// believed only when it names this server as it was started (its listen address and port,
// localhost, 127.0.0.1, [::1], and, listening on every interface, the machine's name and the
// addresses of its interfaces); any other Host gets no links at all (the routes answer 421).
//
// Why the server's own addresses rather than refusing everything or always using the first of
// them: a college LAN install runs with no configuration and is reached as
// http://192.168.1.20:4000 or http://gp-server:4000 from the office computers. Links written
// with that address work there; links to "localhost" would send every feed reader to its own
// computer. A made-up Host names none of these, so it can neither reach a link nor add a cache
// entry (one copy per real address at most), which is what let 300 invented Hosts empty the
// page cache.

/** PUBLIC_URL as links start: "https://gpcollege.example" (lower-case host, no trailing slash). */
export function publicOriginOf(publicUrl: string | undefined): string | undefined {
  return publicUrl ? new URL(publicUrl).origin : undefined;
}

export interface SiteAddress {
  /** PUBLIC_URL's origin when it is set; then every absolute link is made from it, whatever the request says. */
  readonly configured: string | undefined;
  /**
   * The origin links are made from for a request to `host` (its Host header) over `protocol`;
   * undefined when PUBLIC_URL is not set and `host` is not one of this server's own addresses.
   */
  forRequest(host: string | undefined, protocol: string): string | undefined;
  /** The port the server listens on, once it does (PORT=0 picks one). */
  listening(port: number): void;
}

/** How often the interfaces are read again when an unknown Host comes (an address from DHCP may change). */
const REREAD_INTERFACES_MS = 60_000;

export function createSiteAddress(options: { publicUrl?: string; listenHost: string; port: number; now?: () => number }): SiteAddress {
  const configured = publicOriginOf(options.publicUrl);
  const now = options.now ?? Date.now;
  let port = options.port;
  let known = ownHosts(options.listenHost, port);
  let readAt = now();
  return {
    configured,
    forRequest(host, protocol) {
      if (configured) return configured;
      const asked = (host ?? "").toLowerCase();
      if (!known.has(asked) && now() - readAt > REREAD_INTERFACES_MS) {
        known = ownHosts(options.listenHost, port);
        readAt = now();
      }
      return known.has(asked) ? `${protocol === "https" ? "https" : "http"}://${asked}` : undefined;
    },
    listening(actualPort) {
      port = actualPort;
      known = ownHosts(options.listenHost, port);
      readAt = now();
    },
  };
}

const WILDCARDS = new Set(["", "0.0.0.0", "::", "[::]"]);

/** Every Host header that names this server: its names and addresses, with the port (also without it on port 80). */
export function ownHosts(listenHost: string, port: number, interfaces = os.networkInterfaces(), hostName = os.hostname()): Set<string> {
  const names = new Set(["localhost", "127.0.0.1", "[::1]"]);
  if (WILDCARDS.has(listenHost)) {
    if (hostName) names.add(hostName.toLowerCase());
    for (const address of Object.values(interfaces).flat()) {
      if (!address || (address.family === "IPv6" && address.scopeid)) continue; // a link-local address needs a zone no Host can carry
      names.add(address.family === "IPv6" ? `[${address.address}]` : address.address);
    }
  } else {
    names.add(listenHost.includes(":") && !listenHost.startsWith("[") ? `[${listenHost}]` : listenHost.toLowerCase());
  }
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    if (port === 80) hosts.add(name);
  }
  return hosts;
}
