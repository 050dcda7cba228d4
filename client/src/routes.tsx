import { useRoutes, type RouteMatch, type RouteObject } from "react-router-dom";
import { SiteLayoutDocument, SiteSettingsDocument } from "./graphql/generated/graphql.js";
import { isLazyPage } from "./site/lazy-page.js";
import { definePage, definePages } from "./site/page-loader.js";
import { SiteLayout } from "./site/layout/site-layout.js";
import { siteRoutes } from "./site/site-routes.js";

/** Every public route, for the server's render (the browser hydrates only islands and has no router). */
export const routes: RouteObject[] = [
  { path: "/", Component: SiteLayout, handle: definePages(definePage(SiteSettingsDocument), definePage(SiteLayoutDocument)), children: siteRoutes },
];

/**
 * Every route's full path pattern ("/", "/dept/:branch/:content"), the catch-all not-found route
 * excepted: the server sends any other spelling of these to the canonical one and answers
 * every other address with the one not-found page, without rendering it each time.
 */
export function routePatterns(table: RouteObject[] = routes, parent = ""): string[] {
  return table.flatMap((route) => {
    if (route.path === "*") return [];
    const path = route.index ? parent : joinPath(parent, route.path ?? "");
    // A layout (a route with children) shows a page only through one of them.
    if (route.children) return routePatterns(route.children, path);
    return [path === "" ? "/" : path];
  });
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith("/")) return child.replace(/\/$/, "");
  return `${parent.replace(/\/$/, "")}/${child}`;
}

/**
 * The public site: the routes that `matches` (React Router's matchRoutes over `routes` for the
 * address) lead to, inside the site's layout. useRoutes flattens and ranks the whole table it is
 * given on every render (a tenth of a render's time with every route), so it gets only the
 * matched branch, which matches the address exactly as the whole table did.
 */
export function SiteRoutes({ matches }: { matches: readonly RouteMatch[] }) {
  return useRoutes(matchedBranch(matches));
}

/** The chain of routes `matches` went through, each holding only the next as its child. */
function matchedBranch(matches: readonly RouteMatch[]): RouteObject[] {
  let branch: RouteObject[] = [];
  for (let index = matches.length - 1; index >= 0; index--) {
    const { route } = matches[index]!;
    branch = [index === matches.length - 1 ? route : ({ ...route, children: branch } as RouteObject)];
  }
  return branch;
}

/**
 * Fetches the code of the pages that `matches` show, so that rendering them does not wait.
 * Answers their modules' keys in the browser build's manifest (known in the server's build).
 */
export async function preloadPages(matches: readonly RouteMatch[]): Promise<string[]> {
  const pages = matches.map(({ route }) => route.Component).filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload()));
  return pages.flatMap((page) => (page.source ? [page.source] : []));
}
