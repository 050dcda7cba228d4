// The site's two languages and where each lives: English at its addresses as they always were,
// Marathi at the same paths under /mr/ (issue 19). An address always shows the same language:
// nothing here reads a cookie, so one cached page serves every visitor of that address.

export type Language = "en" | "mr";

export const LANGUAGES: readonly Language[] = ["en", "mr"];

/** The path under which every Marathi page lives; "/mr" itself is the Marathi home page. */
export const MARATHI_PREFIX = "/mr";

/** The language of a site address: Marathi under /mr/, else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === MARATHI_PREFIX || pathname.startsWith(`${MARATHI_PREFIX}/`) ? "mr" : "en";
}

/** The page's path as the route table knows it, without the language prefix ("/mr/sitemap" -> "/sitemap"). */
export function pagePathOf(pathname: string): string {
  return languageOfPath(pathname) === "mr" ? pathname.slice(MARATHI_PREFIX.length) || "/" : pathname;
}

/** The address of a page (a path the route table knows, "/" included) in a language. */
export function pathInLanguage(pagePath: string, language: Language): string {
  if (language === "en") return pagePath;
  return pagePath === "/" ? MARATHI_PREFIX : `${MARATHI_PREFIX}${pagePath}`;
}

/** The same page in the other language. */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "mr" : "en";
}
