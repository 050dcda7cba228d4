import type { ContentTypeSpec } from "./define.js";
import { LANGUAGES, type Language } from "./languages.js";
import type { PublicBlock, PublicLayout, PublicMenuEntry, PublicWords } from "./public-block.js";
import { CONTENT_TYPE_LIST } from "./registry.js";

// What the public site derives from the registry's `public` blocks (public-block.ts): the generic
// list pages and their routes, the menus' entries and the search hits' pages. Plain data with no
// server imports: the site's routes (client/src/site/public-lists/) and the tests read it too.

/** A type with a public block. */
export type PublicType = ContentTypeSpec & { public: PublicBlock };

export const PUBLIC_TYPES: readonly PublicType[] = CONTENT_TYPE_LIST.filter((spec): spec is PublicType => spec.public !== undefined);

/** One page the generic list page draws: a type's current list, or its archive. */
export interface PublicListPage {
  type: PublicType;
  /** The page's path without a language prefix ("/tenders", "/tenders/archive"). */
  path: string;
  archived: boolean;
  layout: PublicLayout;
  languages: readonly Language[];
}

/** Every page of the generic list page: each type's list and, where it has an archive, its archive. */
export const PUBLIC_LIST_PAGES: readonly PublicListPage[] = PUBLIC_TYPES.flatMap((type) => {
  const { layout, route, languages = LANGUAGES } = type.public;
  if (layout === "own") return [];
  const archive = type.lifecycle?.archive?.route;
  return [{ type, path: route, archived: false, layout, languages }, ...(archive ? [{ type, path: archive, archived: true, layout, languages }] : [])];
});

/** The languages a page path exists in: a generic list page's block may name fewer than all. */
export function pageLanguages(path: string, pages: readonly PublicListPage[] = PUBLIC_LIST_PAGES): readonly Language[] {
  return pages.find((page) => page.path === path)?.languages ?? LANGUAGES;
}

/** The paths of every generic list page, for the every-route tests. */
export const publicListPaths = (): string[] => PUBLIC_LIST_PAGES.map((page) => page.path);

/** A menu entry a public block asks for: its menu, its place and its label in each language. */
export interface PublicMenuLink extends PublicMenuEntry {
  href: string;
  label: Readonly<Record<Language, string>>;
}

export const PUBLIC_MENU_LINKS: readonly PublicMenuLink[] = PUBLIC_TYPES.flatMap(({ public: block }) =>
  block.menu ? [{ ...block.menu, href: block.route, label: { en: menuLabel(block.words.en), mr: menuLabel(block.words.mr) } }] : [],
);

function menuLabel(words: PublicWords): string {
  return words.menuLabel ?? words.heading;
}

/** The page a search hit of a public type leads to: the block's hitLink template filled from the row, else the list's route. */
export function publicHitPage(spec: ContentTypeSpec, row: Record<string, unknown>): string | undefined {
  const block = spec.public;
  if (!block) return undefined;
  if (!block.hitLink) return block.route;
  return block.hitLink.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(row[name] ?? "")));
}
