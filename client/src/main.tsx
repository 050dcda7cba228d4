import type { NormalizedCacheObject } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { createApolloClient } from "./apollo.js";
import { isAdminPath, preloadPages, SiteRoutes } from "./routes.js";
import { PostedFormContext, POSTED_FORM_ELEMENT_ID, type PostedForm } from "./site/public-forms/posted-form.js";
import { APOLLO_STATE_ELEMENT_ID, readJsonBlock } from "./ssr/page-data.js";
import "./styles.css";

// The public site has one stylesheet, loaded with the first page: each area keeps its styles in
// its own file (site/<area>/*.css, ui/*.css) and they are all bundled here, so a page rendered on
// the server is styled even before (or without) the script that loads its route's chunk.
import.meta.glob(["./site/**/*.css", "./ui/**/*.css"], { eager: true });

// The browser's entry. A public page arrives rendered by the server (client/src/entry-server.tsx)
// with the data it used in a JSON block: the cache starts from that data, the page's chunk is
// loaded before hydrating, and React attaches to the HTML without a second request or a flash.
// The administration area is another application in its own chunk (admin/admin-app.tsx),
// started here on its addresses; the public site's router is the small declarative one, and
// the admin's data router (for its unsaved-changes guard) never reaches a visitor.
async function start(): Promise<void> {
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("The page has no #root element.");

  if (isAdminPath(window.location.pathname)) {
    const { startAdmin } = await import("./admin/admin-app.js");
    startAdmin(rootElement);
    return;
  }

  const state = readJsonBlock<NormalizedCacheObject>(APOLLO_STATE_ELEMENT_ID);
  const client = createApolloClient(state);
  // The answer to a form posted without the script holds its outcome, which the page shows.
  const posted = readJsonBlock<PostedForm>(POSTED_FORM_ELEMENT_ID);
  await preloadPages(window.location.pathname);

  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <PostedFormContext.Provider value={posted}>
          <BrowserRouter useTransitions={false}>
            <SiteRoutes />
          </BrowserRouter>
        </PostedFormContext.Provider>
      </ApolloProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page, already drawn, stays responsive meanwhile.
  if (state) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
}

void start();
