import type { ServerResponse } from "node:http";
import { pathInLanguage, type Language } from "../content/languages.js";
import { messagesIn, type MessageKey } from "../messages/catalogue.js";

// The few pages the server sends when it cannot send the page asked for: written out here, not
// rendered, so they cost nothing and cannot fail. They name nothing internal. Each is in the
// language of the address asked for (a Marathi page under /mr/ gets the Marathi one).

const STYLE = "body{font:1.1rem/1.5 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}";

/** Each plain page's title and text, by their keys in the server's catalogues (messages/). */
const PAGES = {
  failed: ["pageFailedTitle", "pageFailedText"],
  busy: ["siteBusyTitle", "siteBusyText"],
  tooMany: ["slowDownTitle", "slowDownText"],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

type PlainPageName = keyof typeof PAGES;

function page(language: Language, name: PlainPageName): string {
  const words = messagesIn(language);
  const [title, text] = PAGES[name].map((key) => words[key]({}));
  const home = pathInLanguage("/", language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${home}">${words.goHome({})}</a></p></main></body></html>`;
}

function pagesOf(language: Language): Record<PlainPageName, string> {
  return { failed: page(language, "failed"), busy: page(language, "busy"), tooMany: page(language, "tooMany") };
}

/** Every plain page, by language and name, written once at start. */
export const PLAIN_PAGES: Readonly<Record<Language, Readonly<Record<PlainPageName, string>>>> = { en: pagesOf("en"), mr: pagesOf("mr") };

/** Sends one of the plain pages; never cached, since the next visit may well succeed. */
export function sendPlainPage(res: ServerResponse, status: number, html: string, retryAfterSeconds?: number): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.end(html);
}
