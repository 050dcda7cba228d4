import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./apollo.js";
import { routes } from "./routes.js";
import { APOLLO_STATE_ELEMENT_ID } from "./ssr/page-data.js";
import "./styles.css";

// The public site has one stylesheet, loaded with the first page: each area keeps its styles in
// its own file (site/<area>/*.css, ui/*.css) and they are all bundled here, so a page rendered on
// the server is styled even before (or without) the script that loads its route's chunk.
import.meta.glob(["./site/**/*.css", "./ui/**/*.css"], { eager: true });

// The browser's entry. A public page arrives rendered by the server (client/src/entry-server.tsx)
// with the data it used in a JSON block: the cache starts from that data, the route's lazy chunk
// is loaded before hydrating, and React attaches to the HTML without a second request or a
// flash. The administration area arrives as an empty page and is rendered here.
async function start(): Promise<void> {
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("The page has no #root element.");

  const stateElement = document.getElementById(APOLLO_STATE_ELEMENT_ID);
  const client = createApolloClient(stateElement?.textContent ? JSON.parse(stateElement.textContent) : undefined);

  // A lazy route must be resolved before hydrating, or React would first render nothing where
  // the server's HTML has the page.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const resolved = await (route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );

  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </ApolloProvider>
    </StrictMode>
  );
  if (stateElement) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
}

void start();
