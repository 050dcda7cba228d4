import { use, type ComponentType, type ReactElement } from "react";

// A page whose code is its own chunk, fetched the first time the page is shown. `preload` fetches
// it ahead: the browser does so for the page it is about to hydrate and the server before it
// renders, so neither waits inside React. While a chunk is on its way during a navigation, the
// page suspends and the layout's Suspense boundary shows the progress bar.

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
