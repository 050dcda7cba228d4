import { useLocation } from "react-router-dom";
import { activeLanguage } from "../../messages/active-language.js";
import { otherLanguage, pathInLanguage, type Language } from "../../messages/language.js";
import { shell } from "../../messages/shell.js";

// The header's switch to the same page in the other language. The router's location is the
// page's path without the language prefix (entry-server.tsx renders Marathi under the basename
// /mr). The head's hreflang and canonical links are the server's (server/src/ssr/page-links.ts).

/** Where the shared not-found page is drawn (server/src/ssr/page-renderer.ts): it stands for every unknown address. */
const NOT_FOUND_PAGE = /^\/_\//;

function usePagePath(): string | undefined {
  const { pathname } = useLocation();
  return NOT_FOUND_PAGE.test(pathname) ? undefined : pathname;
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
