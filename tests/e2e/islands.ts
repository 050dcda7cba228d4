import type { Page } from "playwright-core";

// The public pages' islands in a browser test. An island hydrates when it is needed
// (client/src/islands/island-wake.ts); a test that checks every island of a page wakes each
// first, as a visitor reaching for it would (keyboard focus inside it).

/** The names of the page's islands that React has attached to (run in the page). */
export function hydratedIslands(): string[] {
  return [...document.querySelectorAll<HTMLElement>("[data-island]")]
    .filter((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer")))
    .map((element) => element.dataset.island ?? "");
}

/** Wakes every island of the page and waits until React has hydrated each. */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll("[data-island]")];
    return islands.length > 0 && islands.every((island) => Object.keys(island).some((key) => key.startsWith("__reactContainer")));
  });
}
