import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult } from "@apollo/client";
import { print } from "graphql";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { matchRoutes, StaticRouter, type RouteMatch } from "react-router-dom";
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

/** Addresses whose route matches are remembered (as many as the server remembers plans). */
const MATCHES_KEPT = 2000;
const matchesByPath = new Map<string, RouteMatch[]>();

/**
 * The routes the address `pathname` matches (a Marathi address under the router's basename
 * /mr), remembered: React Router flattens and ranks the whole route table on every match.
 */
function routeMatches(pathname: string): RouteMatch[] {
  let matches = matchesByPath.get(pathname);
  if (!matches) {
    const basename = languageOfPath(pathname) === "mr" ? MARATHI_PREFIX : undefined;
    matches = matchRoutes(routes, pathname, basename) ?? [];
    if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.delete(matchesByPath.keys().next().value!);
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/** The queries of the routes that `url` matches, with their parameters and the query string. */
function matchedRoutes(url: URL, matches = routeMatches(url.pathname)) {
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
  const matches = routeMatches(url.pathname);
  await preloadPages(matches);
  const planned = matchedRoutes(url, matches);
  if (planned.length !== answers.length) throw new Error(`The page ${url.pathname} has ${planned.length} queries; ${answers.length} answers were given.`);
  const byDocument = new Map<object, PageAnswer>(planned.map(({ document }, index) => [document, JSON.parse(answers[index]!) as PageAnswer]));
  const recorder: HttpStatusRecorder = { status: 200 };
  const result = renderToString(
    <PageAnswersProvider answers={byDocument}>
      <HttpStatusContext.Provider value={recorder}>
        <SiteOriginContext.Provider value={siteOrigin}>
          <PostedFormContext.Provider value={posted}>
            <StaticRouter location={url.pathname + url.search} basename={lang === "mr" ? MARATHI_PREFIX : undefined}>
              <SiteRoutes matches={matches} />
            </StaticRouter>
          </PostedFormContext.Provider>
        </SiteOriginContext.Provider>
      </HttpStatusContext.Provider>
    </PageAnswersProvider>,
  );
  const page = takeHeadElements(result);
  const islands = await renderIslands(page.body, lang);
  return {
    status: recorder.status,
    lang,
    body: islands.body,
    titleHtml: page.titleHtml,
    headHtml: page.headHtml + islands.headHtml,
    state: islands.state,
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

/** An island drawn on its own: its HTML, its elements for <head>, and its props as JSON safe in the page. */
interface DrawnIsland {
  body: string;
  headHtml: string;
  propsJson: string;
}

/**
 * Islands already drawn, by language, name, place in the page and props as written in the
 * placeholder, most recently drawn last. An island is drawn from its props alone (it gets no
 * context from the page but the broken links among them, and the page's language), so the same
 * props give the same HTML: the menus, the text-size buttons and the footer's credits are the
 * same on nearly every page. Bounded by the characters kept.
 */
const drawnIslands = new Map<string, DrawnIsland>();
let drawnIslandCharacters = 0;
const DRAWN_ISLAND_CHARACTERS_KEPT = 2_000_000;

function keepDrawnIsland(key: string, drawn: DrawnIsland): void {
  const size = (entry: DrawnIsland, entryKey: string) => entryKey.length + entry.body.length + entry.headHtml.length + entry.propsJson.length;
  if (size(drawn, key) > DRAWN_ISLAND_CHARACTERS_KEPT / 4) return;
  drawnIslands.set(key, drawn);
  drawnIslandCharacters += size(drawn, key);
  for (const [oldestKey, oldest] of drawnIslands) {
    if (drawnIslandCharacters <= DRAWN_ISLAND_CHARACTERS_KEPT) break;
    drawnIslands.delete(oldestKey);
    drawnIslandCharacters -= size(oldest, oldestKey);
  }
}

/** The island `name` at `index` in a page in `lang`, from its placeholder's props attribute. */
async function drawIsland(name: string, propsAttribute: string, index: number, lang: Language): Promise<DrawnIsland> {
  const key = `${lang} ${name} ${index} ${propsAttribute}`;
  const known = drawnIslands.get(key);
  if (known) {
    drawnIslands.delete(key);
    drawnIslands.set(key, known);
    return known;
  }
  const island = ISLANDS[name];
  if (!island) throw new Error(`The page holds an unknown island "${name}".`);
  const islandProps = JSON.parse(propsAttribute.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!)) as IslandProps;
  const Component = (await island.load()) as ComponentType<IslandProps>;
  const rendered = takeHeadElements(renderToString(islandElement(Component, islandProps), { identifierPrefix: islandIdPrefix(index) }));
  const drawn = { body: rendered.body, headHtml: rendered.headHtml, propsJson: serializeForHtml(islandProps) };
  keepDrawnIsland(key, drawn);
  return drawn;
}

/**
 * Fills each island's placeholder with the island rendered on its own, as the browser will hydrate
 * it: its own React root (ids prefixed by its place in the page), its props read back from the
 * JSON the page's render wrote, so that both sides draw from exactly the same values. The props
 * of all the page's islands, in document order, make the page's JSON block (`state`).
 */
async function renderIslands(html: string, lang: Language): Promise<{ body: string; headHtml: string; state: string; sources: string[] }> {
  const propsJson: string[] = [];
  const sources = new Set<string>();
  let headHtml = "";
  let body = "";
  let last = 0;
  for (const match of html.matchAll(ISLAND_PLACEHOLDER)) {
    const name = match[1]!;
    const drawn = await drawIsland(name, match[2]!, propsJson.length, lang);
    headHtml += drawn.headHtml;
    body += `${html.slice(last, match.index)}<div class="${ISLAND_CLASS}" data-island="${name}">${drawn.body}</div>`;
    last = match.index + match[0].length;
    propsJson.push(drawn.propsJson);
    const source = ISLANDS[name]!.source;
    if (source) sources.add(source);
  }
  // JSON.stringify of the list of props, made of each one's JSON (the same text).
  return { body: body + html.slice(last), headHtml, state: `[${propsJson.join(",")}]`, sources: [...sources] };
}
