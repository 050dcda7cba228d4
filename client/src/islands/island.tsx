import type { ComponentType } from "react";
import { BrokenLinksProvider, useBrokenLinksAmong } from "../ui/broken-links.js";

// Islands: the only parts of a public page that the browser hydrates. The server renders the
// whole page; an island's component renders, in the page's tree, only an empty placeholder
// carrying its name and its props as JSON. After the render the server (entry-server.tsx) fills
// each placeholder by rendering the island's component on its own, as a separate React root, from
// the props read back from that JSON, and gathers the props, in document order, into the page's
// one JSON block. The browser (main.tsx) finds the placeholders and, when an island is needed
// (island-wake.ts), loads its code and calls hydrateRoot on the placeholder with the same props:
// it draws exactly what the server drew, and everything outside the islands stays the server's
// HTML, never touched by React.
//
// So an island's props must survive JSON (no functions, no elements), and its component must not
// need a context from the page (router, Apollo, posted form): whatever it needs comes as props.
// The one context carried for it: the broken links among its props (ui/broken-links.tsx), which
// the placeholder adds to them and islandElement gives back as the context, on both sides.

// The names the browser's entry needs live in island-markup.ts, which imports nothing from React.
import { ISLAND_CLASS, type IslandProps } from "./island-markup.js";
import { wakesAtLoad } from "./island-wake.js";
export { ISLAND_CLASS, ISLAND_PROPS_ATTRIBUTE, ISLAND_PROPS_ELEMENT_ID, islandIdPrefix, type IslandProps } from "./island-markup.js";

export type Island<P> = ComponentType<P> & {
  islandName: string;
  /** The island's component, from its own chunk. */
  load(): Promise<ComponentType<P>>;
  /** The island module's key in the browser build's manifest, to preload it; set in the server's build only, for islands that hydrate at load. */
  source?: string;
};

/**
 * An island named `name` whose component `load` imports (a dynamic import, so that its code is a
 * chunk of its own, fetched only on the pages that show it).
 */
export function defineIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): Island<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  function IslandPlaceholder(props: P) {
    const broken = useBrokenLinksAmong(props);
    const carried = broken.length > 0 ? { ...props, [BROKEN_LINKS_PROP]: broken } : props;
    return <div className={ISLAND_CLASS} data-island={name} data-island-props={JSON.stringify(carried)} />;
  }
  return Object.assign(IslandPlaceholder, {
    islandName: name,
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined; // a failed download may be tried again
        throw error;
      })),
  });
}

/**
 * An island that knows its module (scripts/vite-page-sources.ts writes these calls in the server's
 * build), so that the page's HTML preloads its code: only for an island that hydrates at load
 * (island-wake.ts). The others fetch their code, and React, when they wake, if ever.
 */
defineIsland.at = <P extends object>(source: string, name: string, load: () => Promise<ComponentType<P>>): Island<P> =>
  Object.assign(defineIsland(name, load), wakesAtLoad(name) ? { source } : {});

/** The prop under which a placeholder carries the broken links among its island's props. */
const BROKEN_LINKS_PROP = "islandBrokenLinks";

/** The island `Component` drawn from its page's JSON props, inside the broken links they carry: the same on the server and in the browser. */
export function islandElement(Component: ComponentType<IslandProps>, props: IslandProps) {
  const { [BROKEN_LINKS_PROP]: broken, ...own } = props;
  return (
    <BrokenLinksProvider hrefs={broken as string[] | undefined}>
      <Component {...own} />
    </BrokenLinksProvider>
  );
}
