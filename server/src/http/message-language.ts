import { AsyncLocalStorage } from "node:async_hooks";
import type { Language } from "../content/languages.js";
import { languageFromAcceptLanguage } from "./accept-language.js";
import { PANEL_LANGUAGE_HEADER } from "../messages/panel-language-header.js";

// The language the server's messages (errors, field problems) are written in for one request.
// The panel says it with a header of its own, read from the clerk's choice at each request: its
// Accept-Language is always English, so that the edit forms get the English value of every
// translatable field (docs/languages.md). Any other client gets the language of its
// Accept-Language (the public forms on /mr pages send Marathi).
//
// Apollo's formatError gets no context, only the error: the GraphQL handlers run each request
// inside `withMessageLanguage`, and the formatter reads `currentMessageLanguage()`. An
// AsyncLocalStorage follows the request through every await of its execution and of Apollo's
// formatting, and nothing else needs to carry it.

export { PANEL_LANGUAGE_HEADER };

/** The panel's header ("mr" or "en"), when it names one of the site's languages. */
function panelLanguage(header: string | undefined): Language | undefined {
  const value = header?.trim().toLowerCase();
  return value === "mr" || value === "en" ? value : undefined;
}

/** The messages' language of a request: the panel's header, else its Accept-Language. */
export function messageLanguageOf(headers: { get(name: string): string | undefined }): Language {
  return panelLanguage(headers.get(PANEL_LANGUAGE_HEADER)) ?? languageFromAcceptLanguage(headers.get("accept-language"));
}

const current = new AsyncLocalStorage<Language>();

export function withMessageLanguage<T>(language: Language, run: () => T): T {
  return current.run(language, run);
}

/** The language of the request being answered; English outside one (the command line, jobs). */
export const currentMessageLanguage = (): Language => current.getStore() ?? "en";
