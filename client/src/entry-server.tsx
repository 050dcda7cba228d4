import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print } from "graphql";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { Observable } from "rxjs";
import { createSiteCache } from "./apollo.js";
import { preloadPages, routePatterns, SiteRoutes } from "./routes.js";
import { FORM_POSTS } from "./site/public-forms/form-posts.js";
import { PostedFormContext, type PostedForm } from "./site/public-forms/posted-form.js";
import { HttpStatusContext, type HttpStatusRecorder } from "./ssr/http-status.js";
import { serializeForHtml } from "./ssr/page-data.js";

// The server's render of a public page (built by `vite build --ssr` into dist/ssr; the server
// loads it with server/src/ssr/page-renderer.ts). The page's code is loaded first (the same
// preload the browser makes before hydrating); React Router's StaticRouter renders the route
// table for the URL; Apollo's prerenderStatic renders with
// react-dom/static's prerenderToNodeStream until every useQuery has its data, which comes from
// `execute`: the server's own GraphQL pipeline, in the same process, as an anonymous visitor.

export type ExecuteOperation = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

export interface RenderedPage {
  status: number;
  /** The HTML inside #root. */
  body: string;
  /** The page's <title> content as HTML (escaped by React), if a component rendered one. */
  titleHtml?: string;
  /** Other elements React rendered for <head> (preloads), as HTML. */
  headHtml: string;
  /** The Apollo cache after the render, as JSON safe inside <script type="application/json">. */
  state: string;
  /** The posted form's outcome shown on the page, as JSON safe inside a JSON block. */
  posted?: string;
  /** The page modules the page shows, as keys of the browser build's manifest. */
  pageSources: string[];
  /** How many times React drew the page before every query had its data (for the render's timing). */
  renderCount: number;
}

function inProcessLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as FetchResult);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

// React puts what belongs in <head> (a component's <title>, the preload of an eager picture)
// first in the markup of a partial tree; the server moves it into <head>, where React finds it
// again when it hydrates and where the browser acts on it soonest.
const HEAD_ELEMENT = /^(?:<title>([^<]*)<\/title>|<link [^>]*>|<meta [^>]*>)/;

export { routePatterns };

/** The addresses of the public forms that the server sends when they are posted without JavaScript. */
export const FORM_PATHS = Object.keys(FORM_POSTS);

/**
 * Sends the public form of the page at `url` with the posted fields, through `execute` (the
 * visitor's own, so that the per-address limit applies); undefined when no form is posted there.
 */
export async function submitForm(url: URL, fields: Record<string, string>, execute: ExecuteOperation): Promise<PostedForm | undefined> {
  const post = FORM_POSTS[url.pathname];
  if (!post) return undefined;
  const client = new ApolloClient({ link: inProcessLink(execute), cache: new InMemoryCache() });
  return post(client, fields);
}

export async function renderPage(url: URL, execute: ExecuteOperation, posted?: PostedForm): Promise<RenderedPage> {
  const pageSources = await preloadPages(url.pathname);
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(execute), cache: createSiteCache() });
  const recorder: HttpStatusRecorder = { status: 200 };
  const { result, diagnostics } = await prerenderStatic({
    diagnostics: true,
    tree: (
      <HttpStatusContext.Provider value={recorder}>
        <ApolloProvider client={client}>
          <PostedFormContext.Provider value={posted}>
            <StaticRouter location={url.pathname + url.search}>
              <SiteRoutes />
            </StaticRouter>
          </PostedFormContext.Provider>
        </ApolloProvider>
      </HttpStatusContext.Provider>
    ),
    // React outlines a finished Suspense boundary larger than `progressiveChunkSize` (12.8 KB)
    // into a <template> that an inline script moves into place; the site's CSP forbids inline
    // scripts, and a page rendered once for many visitors gains nothing from progressive reveal.
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  let body = result;
  let titleHtml: string | undefined;
  let headHtml = "";
  for (let match = HEAD_ELEMENT.exec(body); match; match = HEAD_ELEMENT.exec(body)) {
    if (match[1] !== undefined) titleHtml = match[1];
    else headHtml += match[0];
    body = body.slice(match[0].length);
  }
  return {
    status: recorder.status,
    body,
    titleHtml,
    headHtml,
    state: serializeForHtml(client.extract()),
    ...(posted ? { posted: serializeForHtml(posted) } : {}),
    pageSources,
    renderCount: diagnostics?.renderCount ?? 0,
  };
}
