// A small, strict XML reader for tests: enough of XML 1.0 to say whether a feed or sitemap is
// well-formed (one root, tags nested and matched, attributes quoted and unique, only the five
// predefined entities and character references, no character XML forbids, nothing after the
// root) and to read its elements. DOCTYPEs and processing instructions other than the XML
// declaration are refused: nothing the server writes has them.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded (CDATA included). */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML 1.0 forbids is the point
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string, where: number): string {
  return text.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`A bare & near offset ${where}.`);
    if (PREDEFINED[name]) return PREDEFINED[name];
    const code = /^#x([0-9a-fA-F]+)$/.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (code === undefined) throw new Error(`Unknown entity &${name}; near offset ${where}.`);
    const value = name.startsWith("#x") ? parseInt(code, 16) : parseInt(code, 10);
    const char = String.fromCodePoint(value);
    if (FORBIDDEN_CHAR.test(char)) throw new Error(`A reference to a character XML forbids near offset ${where}.`);
    return char;
  });
}

export function parseXml(source: string): XmlElement {
  if (FORBIDDEN_CHAR.test(source)) throw new Error("The document holds a character XML forbids.");
  let at = 0;
  const declaration = /^<\?xml\s[^?]*\?>/.exec(source);
  if (declaration) at = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  while (at < source.length) {
    if (stack.length === 0) {
      skipSpace();
      if (at >= source.length) break;
      if (root) throw new Error(`Content after the root element at offset ${at}.`);
    }
    const top = stack[stack.length - 1];
    if (source.startsWith("<!--", at)) {
      const end = source.indexOf("-->", at + 4);
      if (end < 0) throw new Error("An unclosed comment.");
      at = end + 3;
    } else if (source.startsWith("<![CDATA[", at)) {
      if (!top) throw new Error("CDATA outside the root element.");
      const end = source.indexOf("]]>", at);
      if (end < 0) throw new Error("An unclosed CDATA section.");
      top.text += source.slice(at + 9, end);
      at = end + 3;
    } else if (source.startsWith("</", at)) {
      const name = NAME.exec(source.slice(at + 2))?.[0];
      const close = source.indexOf(">", at);
      if (!name || !top || top.name !== name || source.slice(at + 2 + name.length, close).trim() !== "") {
        throw new Error(`Mismatched end tag </${name}> at offset ${at}; open: ${top?.name}.`);
      }
      stack.pop();
      at = close + 1;
    } else if (source[at] === "<") {
      if (source[at + 1] === "!" || source[at + 1] === "?") throw new Error(`Unexpected markup at offset ${at}.`);
      const name = NAME.exec(source.slice(at + 1))?.[0];
      if (!name) throw new Error(`A bad tag name at offset ${at}.`);
      at += 1 + name.length;
      const element: XmlElement = { name, attributes: {}, children: [], text: "" };
      for (;;) {
        const before = at;
        skipSpace();
        if (source.startsWith("/>", at) || source[at] === ">") break;
        if (at === before) throw new Error(`Attributes must be separated by space at offset ${at}.`);
        const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(source.slice(at));
        if (!attribute) throw new Error(`A malformed attribute at offset ${at}.`);
        if (attribute[1]! in element.attributes) throw new Error(`A repeated attribute ${attribute[1]} at offset ${at}.`);
        element.attributes[attribute[1]!] = decode(attribute[3] ?? attribute[4] ?? "", at);
        at += attribute[0].length;
      }
      if (top) top.children.push(element);
      else root = element;
      if (source.startsWith("/>", at)) at += 2;
      else {
        at += 1;
        stack.push(element);
      }
    } else {
      if (!top) throw new Error(`Text outside the root element at offset ${at}.`);
      const next = source.indexOf("<", at);
      const raw = source.slice(at, next < 0 ? source.length : next);
      if (raw.includes("]]>")) throw new Error(`"]]>" in text at offset ${at}.`);
      top.text += decode(raw, at);
      at = next < 0 ? source.length : next;
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed element <${stack[stack.length - 1]!.name}>.`);
  if (!root) throw new Error("No root element.");
  return root;
}

/** Every descendant element named `name`. */
export function elementsNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...elementsNamed(child, name)]);
}
