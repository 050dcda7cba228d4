import { isIP } from "node:net";
import { renderMessage, type MessageKey, type MessageParams } from "../../messages/catalogue.js";
import type { WebhookAddressKind } from "../../messages/english.js";

// Where a webhook may send (SSRF): only http(s) addresses, and never to the server's own or its
// network's private addresses unless the site settings allow it. The same check runs when a
// webhook is added (on the address as typed) and at every delivery (on each address its name
// resolves to then, and the connection goes to the address checked).

export type AddressKind = WebhookAddressKind;

/**
 * The IPv4 ranges that are not the public internet, in CIDR notation as RFC 6890 lists them, by
 * kind. The first match decides: the cloud metadata address lies inside the link-local range.
 */
const V4_RANGES: readonly (readonly [AddressKind, readonly string[]])[] = [
  ["metadata", ["169.254.169.254/32"]],
  ["unspecified", ["0.0.0.0/8"]],
  ["loopback", ["127.0.0.0/8"]],
  ["private", ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10"]],
  ["link-local", ["169.254.0.0/16"]],
  ["reserved", ["192.0.0.0/24", "198.18.0.0/15", "240.0.0.0/4"]],
  ["multicast", ["224.0.0.0/4"]],
];

function v4Number(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

function inRange(n: number, cidr: string): boolean {
  const [base, bits] = cidr.split("/") as [string, string];
  const start = v4Number(base);
  return n >= start && n < start + 2 ** (32 - Number(bits));
}

function classifyV4(address: string): AddressKind | null {
  const n = v4Number(address);
  return V4_RANGES.find(([, ranges]) => ranges.some((cidr) => inRange(n, cidr)))?.[0] ?? null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const n = v4Number(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":").filter(Boolean) : [];
  const restGroups = rest ? rest.split(":").filter(Boolean) : [];
  const zeros = rest === undefined ? [] : Array(8 - headGroups.length - restGroups.length).fill("0");
  return [...headGroups, ...zeros, ...restGroups].map((g) => parseInt(g, 16));
}

function classifyV6(address: string): AddressKind | null {
  const g = v6Groups(address);
  if (g.every((x) => x === 0)) return "unspecified";
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return "loopback";
  // IPv4 written as IPv6 (::ffff:a.b.c.d, and the old ::a.b.c.d): judged as the IPv4 address.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    return classifyV4(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  }
  if ((g[0]! & 0xfe00) === 0xfc00) return "unique-local";
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0]! & 0xff00) === 0xff00) return "multicast";
  return null;
}

/** What kind of non-public address this is, or null for an ordinary public one. */
export function classifyAddress(address: string): AddressKind | null {
  const version = isIP(address);
  if (version === 4) return classifyV4(address);
  if (version === 6) return classifyV6(address);
  return "reserved";
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
  const lowered = host.toLowerCase();
  if (!allowPrivate && (lowered === "localhost" || lowered.endsWith(".localhost"))) throw refusalFor(host, "loopback");
  if (isIP(host)) {
    const kind = classifyAddress(host);
    if (!addressAllowed(kind, allowPrivate)) throw refusalFor(host, kind!);
  }
  return url;
}
