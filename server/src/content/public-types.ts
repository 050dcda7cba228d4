import type { ContentTypeSpec } from "./define.js";
import { LANGUAGES, type Language } from "./languages.js";
import type { PublicBlock, PublicLayout, PublicMenuEntry, PublicNotices, PublicWords } from "./public-block.js";
import { CONTENT_TYPE_LIST, contentType } from "./registry.js";

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
  /** The child type whose dated notices the page lists under each row, if the block names one. */
  notices?: PageNotices;
}

/** A public block's notices with the child type they come from. */
export interface PageNotices extends PublicNotices {
  spec: ContentTypeSpec;
}

/** The block's notices with their type; naming a type or a field that does not exist fails when the registry loads. */
export function pageNotices(type: PublicType): PageNotices | undefined {
  const notices = type.public.notices;
  if (!notices) return undefined;
  const spec = contentType(notices.type);
  const unknown = [notices.parentField, notices.dateField, ...notices.linkFields].filter((name) => !spec.fields[name]);
  if (!type.fields[notices.matches]) unknown.push(`${type.key}.${notices.matches}`);
  if (unknown.length > 0) throw new Error(`${type.key}: the public block's notices name ${unknown.join(", ")}, not fields of the types.`);
  return { ...notices, spec };
}

/** Every page of the generic list page: each type's list and, where it has an archive, its archive. */
export const PUBLIC_LIST_PAGES: readonly PublicListPage[] = PUBLIC_TYPES.flatMap((type) => {
  const { layout, route, languages = LANGUAGES } = type.public;
  if (layout === "own") return [];
  const archive = type.lifecycle?.archive?.route;
  const notices = pageNotices(type);
  const page = { type, layout, languages, ...(notices ? { notices } : {}) };
  return [{ ...page, path: route, archived: false }, ...(archive ? [{ ...page, path: archive, archived: true }] : [])];
});

/** The languages a page path exists in: a generic list page's block may name fewer than all. */
export function pageLanguages(path: string, pages: readonly PublicListPage[] = PUBLIC_LIST_PAGES): readonly Language[] {
  return pages.find((page) => page.path === path)?.languages ?? LANGUAGES;
}

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
