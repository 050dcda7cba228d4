import { use, type ComponentType, type ReactElement } from "react";

// A page whose code is its own chunk, fetched the first time the page is shown. `preload` fetches
// it ahead: the server does so before it renders, so it never waits inside React. (The browser
// loads no page code: it hydrates only the page's islands, client/src/islands/.)

export type LazyPage = (() => ReactElement) & {
  preload(): Promise<void>;
  /** The page module's key in the browser build's manifest; set in the server's build only. */
  source?: string;
};

export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= importPage().then(
      (component) => {
        Page = component;
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be retried on the next visit
        throw error;
      },
    ));

  function LazyRoutePage() {
    if (!Page) use(preload());
    const Loaded = Page as ComponentType;
    return <Loaded />;
  }
  return Object.assign(LazyRoutePage, { preload });
}

/** A lazy page that knows its module (scripts/vite-page-sources.ts writes these calls). */
lazyPage.at = (source: string, importPage: () => Promise<ComponentType>): LazyPage => Object.assign(lazyPage(importPage), { source });

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === "function" && typeof (component as Partial<LazyPage>).preload === "function";
}
