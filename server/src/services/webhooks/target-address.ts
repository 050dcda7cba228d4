import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { renderMessage, type MessageKey, type MessageParams } from "../../messages/catalogue.js";
import type { WebhookAddressKind } from "../../messages/english.js";

// Where a webhook may send (SSRF): only http(s) addresses, and never to the server's own or its
// network's private addresses unless the site settings allow it. The same check runs when a
// webhook is added (on the address as typed) and at every delivery (on each address its name
// resolves to then, and the connection goes to the address checked).

export type AddressKind = WebhookAddressKind;

// Every address is read by one well-kept parser (ipaddr.js) and judged by the special-purpose
// ranges it names (the IANA registries RFC 6890 set up), never by hand-written parsing. IPv4
// carried inside IPv6 (mapped, translated, NAT64, 6to4, Teredo, the old compatible form) is
// judged as the IPv4 address it reaches. Outside these, only global unicast IPv6 (2000::/3) is public.

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** The cloud metadata addresses (AWS, GCP, Azure and others; AWS's IPv6 one): refused even with private addresses allowed. */
const METADATA_V4 = ipaddr.IPv4.parseCIDR("169.254.169.254/32");
const METADATA_V6 = ipaddr.IPv6.parseCIDR("fd00:ec2::254/128");
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");
/** The deprecated IPv4-compatible form ::a.b.c.d, which ipaddr.js counts as unicast. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR("::/96");
/** NAT64 for one network's own translator (RFC 8215): it reaches that network's private side. */
const LOCAL_NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b:1::/48");

/** The IPv4 range names ipaddr.js gives that are not the public internet, by kind. */
const V4_KINDS: Readonly<Record<string, AddressKind>> = {
  unspecified: "unspecified",
  broadcast: "reserved",
  multicast: "multicast",
  linkLocal: "link-local",
  loopback: "loopback",
  carrierGradeNat: "private",
  private: "private",
  reserved: "reserved",
  benchmarking: "reserved",
};
/** Public IPv4 range names: ordinary addresses, and anycast services (AS112, AMT relays). */
const V4_PUBLIC = new Set(["unicast", "as112", "amt"]);

const V6_KINDS: Readonly<Record<string, AddressKind>> = {
  unspecified: "unspecified",
  loopback: "loopback",
  linkLocal: "link-local",
  uniqueLocal: "unique-local",
  deprecatedSiteLocal: "private",
  multicast: "multicast",
};
const V6_PUBLIC = new Set(["unicast", "as112v6", "amt"]);

function classifyV4(address: IPv4): AddressKind | null {
  if (address.match(METADATA_V4)) return "metadata";
  const range = address.range();
  return V4_PUBLIC.has(range) ? null : (V4_KINDS[range] ?? "reserved");
}

const v4Of = (high: number, low: number): IPv4 => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/** The IPv4 addresses an IPv6 address carries (none for an ordinary IPv6 address). */
function carriedV4(address: IPv6, range: string): IPv4[] {
  const p = address.parts;
  switch (range) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d
    case "rfc6052": // 64:ff9b::a.b.c.d (and the local-use 64:ff9b:1::/48 with a /96 prefix)
      return [v4Of(p[6]!, p[7]!)];
    case "6to4": // 2002:aabb:ccdd::
      return [v4Of(p[1]!, p[2]!)];
    case "teredo": // 2001:0:<server>:<flags>:<port>:<client, each bit inverted>
      return [v4Of(p[2]!, p[3]!), v4Of(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
    default:
      return address.match(IPV4_COMPATIBLE) ? [v4Of(p[6]!, p[7]!)] : [];
  }
}

function classifyV6(address: IPv6): AddressKind | null {
  if (address.match(METADATA_V6)) return "metadata";
  const range = address.range();
  const direct = V6_KINDS[range];
  if (direct) return direct;
  const carried = carriedV4(address, range);
  if (carried.length > 0) {
    const kind = carried.map(classifyV4).find((k) => k !== null);
    return kind ?? (address.match(LOCAL_NAT64) ? "private" : null);
  }
  return V6_PUBLIC.has(range) && address.match(GLOBAL_UNICAST) ? null : "reserved";
}

/** What kind of non-public address this is, or null for an ordinary public one. */
export function classifyAddress(address: string): AddressKind | null {
  // node's isIP is strict (no "127.1" or "0x7f.0.0.1"); the parser then reads what it accepted.
  if (!isIP(address)) return "reserved";
  const parsed = ipaddr.parse(address);
  return parsed.kind() === "ipv4" ? classifyV4(parsed as IPv4) : classifyV6(parsed as IPv6);
}

/** Refused even when private addresses are allowed: nothing answers webhooks there. */
const ALWAYS_REFUSED: ReadonlySet<AddressKind> = new Set(["metadata", "multicast"]);

/** Whether a delivery may go to an address of this kind (null: a public address). */
export function addressAllowed(kind: AddressKind | null, allowPrivate: boolean): boolean {
  return kind === null || (allowPrivate && !ALWAYS_REFUSED.has(kind));
}

/** A refused address: the catalogue entry that words it for the clerk; `.message` is its English (delivery records, the log). */
export class TargetRefused<K extends MessageKey = MessageKey> extends Error {
  constructor(
    readonly key: K,
    readonly params: MessageParams<K>,
  ) {
    super(renderMessage("en", key, params));
  }
}

/** The refusal for an address of `kind`, in plain words, saying what to do. */
export function refusalFor(host: string, kind: AddressKind): TargetRefused {
  return new TargetRefused(ALWAYS_REFUSED.has(kind) ? "webhookTargetNever" : "webhookTargetPrivate", { host, kind });
}

/**
 * The URL as an administrator typed it, checked: http or https, no user name or password in
 * it, and, when its host is written as an address, an allowed one. Names are checked again at
 * each delivery, after they are resolved. Throws TargetRefused with words for the clerk.
 */
export function checkWebhookUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new TargetRefused("webhookUrlIncomplete", {});
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new TargetRefused("webhookUrlScheme", {});
  }
  if (url.username || url.password) {
    throw new TargetRefused("webhookUrlCredentials", {});
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // "localhost." is the same name as "localhost" (a fully qualified name ends in a dot).
  const lowered = host.toLowerCase().replace(/\.+$/, "");
  if (!allowPrivate && (lowered === "localhost" || lowered.endsWith(".localhost"))) throw refusalFor(host, "loopback");
  if (isIP(host)) {
    const kind = classifyAddress(host);
    if (!addressAllowed(kind, allowPrivate)) throw refusalFor(host, kind!);
  }
  return url;
}
