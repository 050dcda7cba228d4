import { LANGUAGES, pathInLanguage } from "../content/languages.js";
import { listSitemapPages, NOT_CONTENT, type RouteShape } from "../services/feeds/sitemap-pages.js";
import type { SitePages } from "../services/links/link-check.js";
import type { Services } from "../services/services.js";

// What the link check (services/links/) knows of the site's pages, once the server render is loaded (app.ts):
// every address the route table sends to a page, written canonically, and the pages that exist
// (the sitemap's list, with every stored department and committee, and the routes that are no
// content of their own, such as the search page). A department that is gone is no page even
// though the route /dept/:branch/... would match it.

export function sitePagesOf(services: Services, routes: RouteShape, canonicalPath: (path: string) => string | null): SitePages {
  return {
    canonicalPath,
    async pagePaths() {
      const pages = await listSitemapPages(services, routes);
      const fixed = LANGUAGES.flatMap((language) => NOT_CONTENT.map((path) => pathInLanguage(path, language)));
      return new Set([...pages.map((page) => page.path), ...fixed]);
    },
  };
}
