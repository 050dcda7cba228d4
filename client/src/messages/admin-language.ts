import type { Language } from "./language.js";
import { selectLanguage } from "./active-language.js";
import { applyDevanagariFontNow } from "../site/layout/devanagari-font.js";
import { languageFollowers } from "./language-followers.js";
import type { AdminCatalogue } from "./admin-translation.js";
import type { RegistryTranslation } from "../../../server/src/content/registry-translation.js";

// The administration panel's language: its own choice, separate from the public site's address
// (a clerk may read the panel in Marathi while editing English pages, or the other way round).
// The panel's messages modules (messages/admin-*.ts) export messages that follow it
// (inPanelLanguage), as the site's follow active-language.ts; the Marathi panel messages and the registry's Marathi labels
// are one chunk, loaded only when a clerk chooses Marathi. The choice is remembered in this
// browser (localStorage) and read by the panel only: the server never sees it.

/** What the Marathi chunk brings: the panel's messages and the registry's labels. */
export interface AdminMarathi {
  catalogue: AdminCatalogue;
  registry: RegistryTranslation;
}

const STORAGE_KEY = "gp-admin-language";
const panel = languageFollowers<AdminMarathi>();

/** A panel messages module's section (`english` is its English) in the panel's language at each read. */
export function inPanelLanguage<Section extends keyof AdminCatalogue>(section: Section, english: AdminCatalogue[Section]): AdminCatalogue[Section] {
  return panel.messages(english, (marathi) => marathi.catalogue[section]);
}

/** The registry's Marathi labels while the panel is in Marathi, else undefined. */
export const registryMarathiNow = (): RegistryTranslation | undefined => panel.chunk()?.registry;

/**
 * Makes `language` the panel's: loads the Marathi chunk the first time, switches the shared
 * pieces the panel borrows from the site (file sizes, dates) too, and sets <html lang>.
 */
export async function selectAdminLanguage(language: Language): Promise<void> {
  const marathi = language === "mr" ? await import("./mr/admin-catalogue.js") : undefined;
  await selectLanguage(language);
  panel.change(language, marathi ? { catalogue: marathi.adminMarathi, registry: marathi.registryMarathi } : undefined);
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    applyDevanagariFontNow(language);
  }
}

/** The panel's language now. */
export const adminLanguage = panel.language;

/** The language this browser's clerk chose last time; English until one is chosen. */
export function rememberedAdminLanguage(): Language {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "mr" ? "mr" : "en";
  } catch {
    return "en";
  }
}

/** Remembers the clerk's choice for the next visit (a browser that refuses storage just forgets). */
export function rememberAdminLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private windows may refuse storage: the choice then lasts until the tab is closed.
  }
}

/** The locale the panel writes dates in: Marathi month names with Western digits, as the site does (docs/languages.md). */
export function adminLocale(): string {
  return panel.language() === "mr" ? "mr-IN-u-nu-latn" : "en-IN";
}
