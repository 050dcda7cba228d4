import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult } from "@apollo/client";
import { print } from "graphql";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { matchRoutes, StaticRouter } from "react-router-dom";
import { Observable } from "rxjs";
import { selectLanguage } from "./messages/active-language.js";
import { languageOfPath, MARATHI_PREFIX, pagePathOf, type Language } from "./messages/language.js";
import { ISLAND_CLASS, ISLAND_PROPS_ATTRIBUTE, islandElement, islandIdPrefix, type IslandProps } from "./islands/island.js";
import { ISLANDS } from "./islands/islands.js";
import { ROUTE_PARAMETER_VALUES } from "./route-parameters.js";
import { preloadPages, routePatterns, routes, SiteRoutes } from "./routes.js";
import { FORM_POSTS } from "./site/public-forms/form-posts.js";
import { PostedFormContext, type PostedForm } from "./site/public-forms/posted-form.js";
import { HttpStatusContext, type HttpStatusRecorder } from "./ssr/http-status.js";
import { SiteOriginContext } from "./ssr/site-origin.js";
import { serializeForHtml } from "./ssr/page-data.js";
import { PageAnswersProvider, pageRequests, type PageAnswer } from "./site/page-loader.js";
import type { ExecuteGraphQL, PageRequest } from "../../server/src/ssr/render-protocol.js";

// The server's render of a public page (built by `vite build --ssr` into dist/ssr; the server
// loads it with server/src/ssr/page-renderer.ts). The page's code is loaded first (the same
// preload the browser makes before hydrating); React Router's StaticRouter renders the route
// table for the URL; react-dom/static's prerenderToNodeStream renders it once with its data. The
// data is known before: `planPage` names the queries of the routes the address matches (their
// page loaders, site/page-loader.tsx), the server runs them, and `renderPage` gets their answers,
// so that nothing waits for data during the render.

/** The server's own GraphQL pipeline, as the render workers hand it over. */
export type ExecuteOperation = ExecuteGraphQL;

export interface RenderedPage {
  status: number;
  /** The page's language, for <html lang>. */
  lang: Language;
  /** The HTML inside #root. */
  body: string;
  /** The page's <title> content as HTML (escaped by React), if a component rendered one. */
  titleHtml?: string;
  /** Other elements React rendered for <head> (preloads), as HTML. */
  headHtml: string;
  /** The props of the page's islands, in document order, as JSON safe inside <script type="application/json">. */
  state: string;
  /** The modules of the islands the page holds, as keys of the browser build's manifest. */
  pageSources: string[];
  /** How many times React drew the whole page (one: a part waiting for its data is drawn again alone; for the render's timing). */
  renderCount: number;
}

function inProcessLink(execute: ExecuteOperation, language: Language = "en"): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName, language })
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

export { ROUTE_PARAMETER_VALUES, routePatterns };

/** The addresses of the public forms that the server sends when they are posted without JavaScript. */
export const FORM_PATHS = Object.keys(FORM_POSTS);

/**
 * Sends the public form of the page at `url` with the posted fields, through `execute` (the
 * visitor's own, so that the per-address limit applies); undefined when no form is posted there.
 */
export async function submitForm(url: URL, fields: Record<string, string>, execute: ExecuteOperation): Promise<PostedForm | undefined> {
  const post = FORM_POSTS[pagePathOf(url.pathname)];
  if (!post) return undefined;
  // The form's messages (its errors) in the language of the page it was posted from.
  await selectLanguage(languageOfPath(url.pathname));
  const client = new ApolloClient({ link: inProcessLink(execute, languageOfPath(url.pathname)), cache: new InMemoryCache() });
  return post(client, fields);
}

/** The routes that `url` matches (a Marathi address under the router's basename /mr) and its parameters. */
function matchedRoutes(url: URL) {
  const basename = languageOfPath(url.pathname) === "mr" ? MARATHI_PREFIX : undefined;
  const matches = matchRoutes(routes, url.pathname, basename) ?? [];
  return pageRequests(
    matches.map((match) => match.route.handle),
    matches.at(-1)?.params ?? {},
    url.searchParams,
  );
}

/** The GraphQL queries the page at `url` shows, to be run before `renderPage`. */
export function planPage(url: URL): PageRequest[] {
  return matchedRoutes(url).map(({ request }) => request);
}

/**
 * Renders the page at `url` with `answers`, the JSON of the answers to `planPage(url)`'s queries
 * in its order: a Marathi address (/mr/...) is the same route table under the router's basename
 * /mr, drawn with the Marathi messages, so every <Link> keeps the language.
 */
export async function renderPage(url: URL, answers: readonly string[], posted?: PostedForm, siteOrigin?: string): Promise<RenderedPage> {
  const lang = languageOfPath(url.pathname);
  await selectLanguage(lang);
  await preloadPages(pagePathOf(url.pathname));
  const planned = matchedRoutes(url);
  if (planned.length !== answers.length) throw new Error(`The page ${url.pathname} has ${planned.length} queries; ${answers.length} answers were given.`);
  const byDocument = new Map<object, PageAnswer>(planned.map(({ document }, index) => [document, JSON.parse(answers[index]!) as PageAnswer]));
  const recorder: HttpStatusRecorder = { status: 200 };
  const result = renderToString(
    <PageAnswersProvider answers={byDocument}>
      <HttpStatusContext.Provider value={recorder}>
        <SiteOriginContext.Provider value={siteOrigin}>
          <PostedFormContext.Provider value={posted}>
            <StaticRouter location={url.pathname + url.search} basename={lang === "mr" ? MARATHI_PREFIX : undefined}>
              <SiteRoutes />
            </StaticRouter>
          </PostedFormContext.Provider>
        </SiteOriginContext.Provider>
      </HttpStatusContext.Provider>
    </PageAnswersProvider>,
  );
  const page = takeHeadElements(result);
  const islands = await renderIslands(page.body);
  return {
    status: recorder.status,
    lang,
    body: islands.body,
    titleHtml: page.titleHtml,
    headHtml: page.headHtml + islands.headHtml,
    state: serializeForHtml(islands.props),
    pageSources: islands.sources,
    renderCount: 1,
  };
}

/** The elements React put first in a partial tree's markup for <head>, taken out of it. */
function takeHeadElements(html: string): { body: string; titleHtml?: string; headHtml: string } {
  let body = html;
  let titleHtml: string | undefined;
  let headHtml = "";
  for (let match = HEAD_ELEMENT.exec(body); match; match = HEAD_ELEMENT.exec(body)) {
    if (match[1] !== undefined) titleHtml = match[1];
    else headHtml += match[0];
    body = body.slice(match[0].length);
  }
  return { body, titleHtml, headHtml };
}

// An island's placeholder as React wrote it (islands/island.tsx): its name and its props as JSON,
// escaped for an attribute.
const ISLAND_PLACEHOLDER = new RegExp(`<div class="${ISLAND_CLASS}" data-island="([\\w-]+)" ${ISLAND_PROPS_ATTRIBUTE}="([^"]*)"></div>`, "g");
const ATTRIBUTE_ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * Fills each island's placeholder with the island rendered on its own, as the browser will hydrate
 * it: its own React root (ids prefixed by its place in the page), its props read back from the
 * JSON the page's render wrote, so that both sides draw from exactly the same values.
 */
async function renderIslands(html: string): Promise<{ body: string; headHtml: string; props: IslandProps[]; sources: string[] }> {
  const props: IslandProps[] = [];
  const sources = new Set<string>();
  let headHtml = "";
  let body = "";
  let last = 0;
  for (const match of html.matchAll(ISLAND_PLACEHOLDER)) {
    const island = ISLANDS[match[1]!];
    if (!island) throw new Error(`The page holds an unknown island "${match[1]}".`);
    const islandProps = JSON.parse(match[2]!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!)) as IslandProps;
    const Component = (await island.load()) as ComponentType<IslandProps>;
    const rendered = takeHeadElements(renderToString(islandElement(Component, islandProps), { identifierPrefix: islandIdPrefix(props.length) }));
    headHtml += rendered.headHtml;
    body += `${html.slice(last, match.index)}<div class="${ISLAND_CLASS}" data-island="${match[1]}">${rendered.body}</div>`;
    last = match.index + match[0].length;
    props.push(islandProps);
    if (island.source) sources.add(island.source);
  }
  return { body: body + html.slice(last), headHtml, props, sources: [...sources] };
}
