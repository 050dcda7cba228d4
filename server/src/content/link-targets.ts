// Where a link in content points (issue 37): another site, a page or stored file of this site,
// or neither (mailto:, tel:, a place on the same page). Plain data with no imports: the link
// checker (services/links/) and the site's Markdown (client/src/ui/markdown-text.tsx) read
// links the same way, so what the server finds broken is exactly what the page leaves unlinked.

/** An address on another site: http(s):// or protocol-relative //host. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/** The path of a link to this site ("/notices", "/uploads/x.pdf"), without query or fragment; null for anything else. */
export function internalPath(href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const path = trimmed.replace(/[?#].*$/, "");
  return path === "" ? "/" : path;
}

/** Stored files are served at /uploads/{key}. */
export const UPLOADS_PREFIX = "/uploads/";

/**
 * The link addresses in a Markdown text: [text](address "title"), <https://...> and the
 * reference form [text]: address. Images (![..](..)) are pictures, not links, and are left out.
 */
export function markdownHrefs(markdown: string): string[] {
  const hrefs: string[] = [];
  for (const match of markdown.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) if (match[1] !== "!") hrefs.push(match[2]!);
  for (const match of markdown.matchAll(/<((?:https?:)?\/\/[^>\s]+)>/gi)) hrefs.push(match[1]!);
  for (const match of markdown.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) hrefs.push(match[1]!);
  return [...new Set(hrefs)];
}

/** One spelling of an address, so that the same link compares equal however it was escaped ("/a b" and "/a%20b"). */
export function normalHref(href: string): string {
  const trimmed = href.trim();
  try {
    return encodeURI(decodeURI(trimmed));
  } catch {
    return trimmed;
  }
}
