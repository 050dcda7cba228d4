import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { selectLanguage } from "../messages/active-language.js";
import { readJsonBlock } from "../ssr/page-data.js";
import { ISLAND_PROPS_ELEMENT_ID, islandIdPrefix, type IslandProps } from "./island-markup.js";
import { islandElement } from "./island.js";
import { ISLANDS } from "./islands.js";

// The React half of the browser's islands, its own chunk: loaded with the first island that
// wakes (island-wake.ts), never on a page whose islands nobody reaches for.

let pageReady: Promise<IslandProps[]> | undefined;

/** Once per page: the islands draw in the page's language, as the server did (the Marathi messages are their own chunk). */
function islandProps(): Promise<IslandProps[]> {
  pageReady ??= (async () => {
    if (document.documentElement.lang === "mr") await selectLanguage("mr");
    return readJsonBlock<IslandProps[]>(ISLAND_PROPS_ELEMENT_ID) ?? [];
  })();
  return pageReady;
}

/**
 * Hydrates `element` with the same props the server drew it from, and the state the island
 * reached before (`handedOver`, island-wake.ts: a slider's slide shown). As a transition unless a
 * visitor's click or key waits for it, the island's hydration yields to the browser instead of
 * holding the main thread.
 */
export async function hydrateIsland(element: HTMLElement, index: number, urgent: boolean, handedOver: IslandProps = {}): Promise<void> {
  const island = ISLANDS[element.dataset.island ?? ""];
  if (!island) return;
  const [props, Component] = await Promise.all([islandProps(), island.load() as Promise<ComponentType<IslandProps>>]);
  const hydrate = () => {
    hydrateRoot(element, islandElement(Component, { ...props[index], ...handedOver }), { identifierPrefix: islandIdPrefix(index) });
  };
  if (urgent) hydrate();
  else startTransition(hydrate);
}
