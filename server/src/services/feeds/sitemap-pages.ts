import { anonymous } from "../../base/actor.js";
import { pathInLanguage, type Language } from "../../content/languages.js";
import { pageLanguages, PUBLIC_TYPES } from "../../content/public-types.js";
import type { ContentRow } from "../content-service.types.js";
import type { Services } from "../services.js";

// Every public page's address, for sitemap.xml: the route table's patterns (from the render
// module, client/src/routes.tsx) with their parameters filled in, the ones the client knows
// (client/src/route-parameters.ts) and the ones that name stored content (:branch a department,
// :committee a committee). A page's last change is its own row's when it shows one row (a
// department's pages, a committee), else when published content last changed. Every page is
// listed in each language (English, and Marathi under /mr/), each naming all its versions.
// Only pages with content: not the ones in NOT_CONTENT.

export interface RouteShape {
  patterns: readonly string[];
  parameterValues: Readonly<Record<string, Record<string, string[]>>>;
}

export interface SitemapPage {
  /** The canonical path, encoded: "/dept/computer/Various%20Events". */
  path: string;
  lastModified?: Date;
  /** The same page in every language (itself included), for xhtml:link alternates. */
  alternates: { language: Language; path: string }[];
}

/** One way to fill a pattern's parameters: the values, and the row whose change dates the page. */
interface Filling {
  values: Record<string, string>;
  row?: ContentRow;
}

/**
 * Routes that are no content of their own: the placeholder of pages still to be written, the
 * panel's "forgot password" help, and the search form (its answers follow what is typed).
 */
export const NOT_CONTENT: readonly string[] = [
  "/underdevelopment",
  "/forgot-password",
  "/search",
  // A public type's pages whose block says `sitemap: false`.
  ...PUBLIC_TYPES.filter((type) => type.public.sitemap === false).flatMap((type) => [
    type.public.route,
    ...(type.lifecycle?.archive ? [type.lifecycle.archive.route] : []),
  ]),
];

const visitor = anonymous("sitemap");
/** Rows read to fill a parameter; a college has far fewer departments and committees. */
const MAX_ROWS = 100;

export async function listSitemapPages(services: Services, routes: RouteShape): Promise<SitemapPage[]> {
  const [departments, committees, siteUpdatedAt] = await Promise.all([
    services.content.department.listItems(visitor, { limit: MAX_ROWS }),
    services.content.committee.listItems(visitor, { limit: MAX_ROWS }),
    services.contentVersion.updatedAt(),
  ]);
  /** Fillings of the parameters that name stored rows; a department offers only its chosen sections. */
  const stored: Record<string, (known: Record<string, string[]>) => Filling[]> = {
    branch: (known) =>
      departments.flatMap((row) => {
        const chosen = ((row.sections as string[] | null) ?? []).filter((section) => known.content?.includes(section));
        const sections = chosen.length > 0 ? chosen : (known.content ?? []);
        return known.content ? sections.map((content) => ({ values: { branch: String(row.slug), content }, row })) : [{ values: { branch: String(row.slug) }, row }];
      }),
    committee: () => committees.filter((row) => row.slug).map((row) => ({ values: { committee: String(row.slug) }, row })),
  };

  const pages: SitemapPage[] = [];
  for (const pattern of routes.patterns.filter((pattern) => !NOT_CONTENT.includes(pattern))) {
    const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const known = routes.parameterValues[pattern] ?? {};
    for (const filling of fillingsOf(params, known, stored)) {
      const path = pattern.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(filling.values[name]!));
      const alternates = pageLanguages(pattern).map((language) => ({ language, path: pathInLanguage(path, language) }));
      for (const { path: address } of alternates) pages.push({ path: address, lastModified: filling.row?.updatedAt ?? siteUpdatedAt ?? undefined, alternates });
    }
  }
  return pages;
}

/** Every way to fill `params`; none when one of them has no known values. */
function fillingsOf(params: string[], known: Record<string, string[]>, stored: Record<string, (known: Record<string, string[]>) => Filling[]>): Filling[] {
  const storedParam = params.find((param) => stored[param]);
  let fillings: Filling[] = storedParam ? stored[storedParam]!(known) : [{ values: {} }];
  for (const param of params) {
    if (fillings.length > 0 && param in fillings[0]!.values) continue;
    const values = known[param];
    if (!values) return [];
    fillings = fillings.flatMap((filling) => values.map((value) => ({ ...filling, values: { ...filling.values, [param]: value } })));
  }
  return fillings;
}
