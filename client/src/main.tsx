import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isAdminPath } from "./admin-path.js";
import { ISLAND_PROPS_ELEMENT_ID, islandIdPrefix, type IslandProps } from "./islands/island.js";
import { ISLANDS } from "./islands/islands.js";
import { selectLanguage } from "./messages/active-language.js";
import { fetchDevanagariFontForNextPages } from "./site/layout/devanagari-font.js";
import { rememberLanguageChoice } from "./site/layout/language-choice.js";
import { showNavigationProgress } from "./site/layout/navigation-progress.js";
import { readJsonBlock } from "./ssr/page-data.js";
import "./styles.css";

// The public site has one stylesheet, loaded with the first page: each area keeps its styles in
// its own file (site/<area>/*.css, ui/*.css) and they are all bundled here, so a page rendered on
// the server is styled even before (or without) the script.
import.meta.glob(["./site/**/*.css", "./ui/**/*.css"], { eager: true });

// The browser's entry. A public page arrives rendered by the server (client/src/entry-server.tsx)
// and stays as the server sent it: only its islands (islands/island.tsx: menus, A+ / A-,
// sliders, galleries, accordions, forms) are hydrated, each as its own small React root from the
// props in the page's JSON block, each from its own chunk. No router, no Apollo cache: a link
// is a plain link to the next server-rendered page. The administration area is another
// application in its own chunk (admin/shell/admin-app.tsx), started here on its addresses.
async function start(): Promise<void> {
  if (isAdminPath(window.location.pathname)) {
    const rootElement = document.getElementById("root");
    if (!rootElement) throw new Error("The page has no #root element.");
    const { startAdmin } = await import("./admin/shell/admin-app.js");
    await startAdmin(rootElement);
    return;
  }

  showNavigationProgress();
  // The islands draw in the page's language, as the server did (the Marathi messages are their own chunk).
  const language = document.documentElement.lang === "mr" ? "mr" : "en";
  rememberLanguageChoice(language);
  if (language === "mr") fetchDevanagariFontForNextPages();
  if (language !== "en") await selectLanguage(language);
  const props = readJsonBlock<IslandProps[]>(ISLAND_PROPS_ELEMENT_ID) ?? [];
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    [...elements].map(async (element, index) => {
      const island = ISLANDS[element.dataset.island ?? ""];
      if (!island) return;
      const Component = (await island.load()) as ComponentType<IslandProps>;
      // As a transition, each island's hydration yields to the browser instead of holding the
      // main thread; the page, already drawn, stays responsive meanwhile.
      startTransition(() => {
        hydrateRoot(element, <Component {...props[index]} />, { identifierPrefix: islandIdPrefix(index) });
      });
    }),
  );
}

void start();
