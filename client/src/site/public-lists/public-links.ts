import type { PublicWords } from "../../../../server/src/content/public-block.js";
import { PUBLIC_LIST_PAGES, PUBLIC_MENU_LINKS, PUBLIC_TYPES } from "../../../../server/src/content/public-types.js";
import { activeLanguage } from "../../messages/active-language.js";
import type { ExtraMenuLinks } from "../layout/site-menus.js";

// The links the registry's public blocks give the header's menus and the /sitemap page, in the
// page's language (made when drawn).

export function publicMenuLinks(): ExtraMenuLinks {
  const language = activeLanguage();
  const byMenu: Record<string, { position: number; link: { label: string; href: string } }[]> = {};
  for (const entry of PUBLIC_MENU_LINKS) {
    byMenu[entry.menu] ??= [];
    byMenu[entry.menu]!.push({ position: entry.position, link: { label: entry.label[language], href: entry.href } });
  }
  return byMenu;
}

/** Each generic list page (not its archive), for the /sitemap page. */
export function publicListLinks(): { label: string; href: string }[] {
  const language = activeLanguage();
  return PUBLIC_LIST_PAGES.filter((page) => !page.archived && page.languages.includes(language)).map((page) => ({
    label: page.type.public.words[language].heading,
    href: page.path,
  }));
}

/** A type's public page, its path (and its archive's, if it has one) and its words in the page's
 *  language, for a page written for the type (layout "own", such as /rti-disclosure) and the links to it. */
export function publicPageOf(typeKey: string): { href: string; archiveHref?: string; words: PublicWords } {
  const type = PUBLIC_TYPES.find((candidate) => candidate.key === typeKey);
  if (!type) throw new Error(`The type ${typeKey} has no public block.`);
  return { href: type.public.route, archiveHref: type.lifecycle?.archive?.route, words: type.public.words[activeLanguage()] };
}
