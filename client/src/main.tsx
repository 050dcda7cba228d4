import { isAdminPath } from "./admin-path.js";
import { wakeIslands } from "./islands/island-wake.js";
import { fetchDevanagariFontForNextPages } from "./site/layout/devanagari-font.js";
import { rememberLanguageChoice } from "./site/layout/language-choice.js";
import { showNavigationProgress } from "./site/layout/navigation-progress.js";
import { startSiteMenu } from "./site/layout/site-menu.js";
import "./styles.css";

// The public site has one stylesheet, loaded with the first page: each area keeps its styles in
// its own file (site/<area>/*.css, ui/*.css) and they are all bundled here, so a page rendered on
// the server is styled even before (or without) the script.
import.meta.glob(["./site/**/*.css", "./ui/**/*.css"], { eager: true });

// The browser's entry. A public page arrives rendered by the server (client/src/entry-server.tsx)
// and stays as the server sent it: its menu works without React (site/layout/site-menu.ts), and only its islands (islands/island.tsx: A+ / A-,
// sliders, galleries, accordions, forms) are hydrated, each as its own small React root from the
// props in the page's JSON block, each from its own chunk, when it is needed (island-wake.ts).
// No router, no Apollo cache: a link is a plain link to the next server-rendered page. The administration area is another
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
  startSiteMenu();
  const language = document.documentElement.lang === "mr" ? "mr" : "en";
  rememberLanguageChoice(language);
  if (language === "mr") fetchDevanagariFontForNextPages();
  // Each island hydrates when it is needed (islands/island-wake.ts), with React and its own
  // code fetched then: this entry itself holds no React.
  wakeIslands((element, index, urgent, handedOver) => import("./islands/hydrate-island.js").then((m) => m.hydrateIsland(element, index, urgent, handedOver)));
}

void start();
