// How an island looks in the server's HTML (island.tsx), in a module without React: the
// browser's entry (main.tsx) reads these before it has loaded React, or without ever loading it.

/** The placeholder's class and attributes, as React writes them (the server looks for exactly this). */
export const ISLAND_CLASS = "island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** The id of the page's JSON block: the islands' props, in the order of the islands in the page. */
export const ISLAND_PROPS_ELEMENT_ID = "island-props";

export type IslandProps = Record<string, unknown>;

/** The React id prefix of the island at `index` in its page, the same on the server and in the browser. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}
