import { languageOfPath, pathInLanguage, type Language } from "./language.js";
import type { Catalogue } from "./translation.js";
import { languageFollowers } from "./language-followers.js";

// The language of the page being drawn, and its messages. Each messages module
// (messages/shell.ts, ...) exports messages that follow it (inPageLanguage), so components use
// `shell.homeLink` as they always did and get the page's language. One page is drawn at a time
// wherever this runs: a browser document has one language (main.tsx selects it from <html lang>
// before hydrating), and a render worker renders one page at a time (server/src/ssr/render-pool.ts
// gives a worker its next job only when it has answered the last); entry-server.tsx selects the
// language before each render. The Marathi messages are their own chunk, loaded only for
// Marathi pages, so English pages carry none of them.

const site = languageFollowers<Catalogue>();

/** A messages module's section (`english` is its English) in the page's language at each read. */
export function inPageLanguage<Section extends keyof Catalogue>(section: Section, english: Catalogue[Section]): Catalogue[Section] {
  return site.messages(english, (marathi) => marathi[section]);
}

/** Makes `language` the one every message is read in (loading the Marathi messages the first time). */
export async function selectLanguage(language: Language): Promise<void> {
  const marathi: Catalogue | undefined = language === "mr" ? await import("./mr/catalogue.js") : undefined;
  site.change(language, marathi);
}

/** The language every message is read in now. */
export const activeLanguage = site.language;

/** Addresses that are not pages (files, feeds, the API, the panel): the same in both languages. */
const NOT_A_PAGE = /^\/(?:uploads|feeds|assets|graphql|admin-login|connection\.php|api|public|submit-to-sheet)(?:\/|$)|\.[a-z0-9]{2,5}$/i;

/**
 * A link's address as the active language's page shows it: a page of this site gets the
 * language's prefix ("/gps-in-news" -> "/mr/gps-in-news"); other sites, files and feeds keep
 * theirs. For links that React Router's <Link> does not draw (the islands' plain links).
 */
export function localHref(href: string): string {
  if (site.language() === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const path = href.split(/[?#]/)[0]!;
  if (NOT_A_PAGE.test(path) || languageOfPath(path) === "mr") return href;
  return pathInLanguage(path, "mr") + href.slice(path.length);
}
