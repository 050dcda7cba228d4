import { useLocation } from "react-router-dom";
import { activeLanguage } from "../../messages/active-language.js";
import { LANGUAGES, otherLanguage, pathInLanguage, type Language } from "../../messages/language.js";
import { shell } from "../../messages/shell.js";

// The page in both languages: hreflang alternates for <head> (React hoists <link> there) and the
// header's switch to the same page in the other language. The router's location is the page's
// path without the language prefix (entry-server.tsx renders Marathi under the basename /mr).

/** Where the shared not-found page is drawn (server/src/ssr/page-renderer.ts): it stands for every unknown address. */
const NOT_FOUND_PAGE = /^\/_\//;

function usePagePath(): string | undefined {
  const { pathname } = useLocation();
  return NOT_FOUND_PAGE.test(pathname) ? undefined : pathname;
}

/**
 * The site's public origin for absolute addresses, as sitemap.xml takes it: the settings' public
 * web address. Never the request's Host header: a page is cached once for every visitor, and a
 * forged Host must not reach it. Without the setting the addresses stay root-relative.
 */
export function publicOrigin(siteUrl: string | null | undefined): string {
  if (!siteUrl || !/^https?:\/\//i.test(siteUrl)) return "";
  const url = new URL(siteUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** <link rel="alternate" hreflang> (absolute) for each language, and x-default (English) for the others. */
export function LanguageAlternates({ siteUrl }: { siteUrl?: string | null }) {
  const pagePath = usePagePath();
  if (pagePath === undefined) return null;
  const origin = publicOrigin(siteUrl);
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={origin + pathInLanguage(pagePath, language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + pathInLanguage(pagePath, "en")} />
    </>
  );
}

/**
 * The switch: the same page in the other language, named in that language. main.tsx remembers
 * the choice (localStorage) for the suggestion on the next visit; the address alone decides the
 * language, so a page is the same for every visitor and cached once.
 */
export function LanguageSwitch() {
  const pagePath = usePagePath() ?? "/";
  const target: Language = otherLanguage(activeLanguage());
  return (
    <a className="language-switch" href={pathInLanguage(pagePath, target)} lang={target} hrefLang={target} data-language={target}>
      {shell.language.switchTo}
    </a>
  );
}
