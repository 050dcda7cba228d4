// The Content-Disposition a stored file is sent with, so that a browser that saves it (or a PDF
// viewer's download button) offers the name it was uploaded with rather than its storage key.
// "inline": documents and pictures still open in the browser. RFC 6266 with RFC 5987's
// `filename*` carries any name (Marathi too) as UTF-8; `filename` is a plain ASCII fallback
// for the few clients that read only that.

/** Characters RFC 5987's attr-char allows unencoded; encodeURIComponent leaves four more. */
const NOT_ATTR_CHAR = /['()*]/g;

/** `name` percent-encoded as RFC 5987's ext-value (UTF-8''...). */
function extValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(NOT_ATTR_CHAR, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The name in printable ASCII, without quotes or backslashes; `fallback` (the storage key's own
 * name) when hardly anything of it is ASCII (a Marathi name would be only underscores).
 */
function asciiName(name: string, fallback: string): string {
  const plain = name.replace(/[^\x20-\x7E]+/g, "_").replace(/["\\]/g, "_");
  const stem = plain.replace(/\.[A-Za-z0-9]+$/, "");
  return /[A-Za-z0-9]/.test(stem) ? plain : fallback;
}

/** The header's value for a file uploaded as `name`, stored under `key`. */
export function contentDisposition(name: string, key: string): string {
  const keyName = key.slice(key.lastIndexOf("/") + 1);
  return `inline; filename="${asciiName(name, keyName)}"; filename*=${extValue(name)}`;
}
