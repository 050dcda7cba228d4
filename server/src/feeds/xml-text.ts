// Text and attribute values inside the XML the site writes (RSS, sitemap). Escaping alone is
// not enough: XML 1.0 forbids most control characters even as references, so a title pasted
// with a stray form feed or NUL would make the whole feed unreadable. Those are dropped; so
// are lone surrogates, which cannot be written in UTF-8.

// Tab, line feed and carriage return are the only control characters XML 1.0 allows; U+FFFE
// and U+FFFF are not characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML 1.0 forbids is the point
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `text` safe as an XML element's content or a quoted attribute's value. */
export function xmlText(text: string): string {
  return text.replace(NOT_IN_XML, "").replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
