import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ExecuteAsVisitor } from "../graphql/middleware.js";

// The public pages' server render: the browser build's index.html (dist/client) with the HTML
// that the render module (dist/ssr/entry-server.js, from client/src/entry-server.tsx) makes
// for a URL, its <title>, and the props of the page's islands (the only parts the browser
// hydrates, client/src/islands/island.tsx) as a JSON block.

/** A public form's outcome, as the render module makes it (client/src/site/public-forms/posted-form.ts). */
export type PostedForm = { outcome: { kind: "success" | "error" } };

interface RenderModule {
  FORM_PATHS: string[];
  submitForm(url: URL, fields: Record<string, string>, execute: ExecuteAsVisitor): Promise<PostedForm | undefined>;
  renderPage(
    url: URL,
    execute: ExecuteAsVisitor,
    posted?: PostedForm,
  ): Promise<{ status: number; body: string; titleHtml?: string; headHtml: string; state: string; posted?: string; pageSources?: string[] }>;
}

export interface PageOutcome {
  status: number;
  html: string;
}

export interface PageRenderer {
  /** The page at `url`; with `posted`, showing that form's outcome. */
  render(url: URL, posted?: PostedForm): Promise<PageOutcome>;
  /** The addresses of the public forms that can be posted without JavaScript. */
  formPaths: readonly string[];
  /** Sends the form of the page at `url` as the visitor whose queries `execute` runs. */
  submit(url: URL, fields: Record<string, string>, execute: ExecuteAsVisitor): Promise<PostedForm | undefined>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** The site's one stylesheet, as Vite links it from index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)">/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** The renderer, or null when the build has no server render (an API-only install, or not built). */
export async function loadPageRenderer(clientDir: string, ssrDir: string, execute: ExecuteAsVisitor): Promise<PageRenderer | null> {
  const templateFile = path.join(clientDir, "index.html");
  const moduleFile = path.join(ssrDir, "entry-server.js");
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return null;
  const template = scriptsAfterContent(inlineStylesheet(readFileSync(templateFile, "utf8"), clientDir));
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${templateFile} has no ${ROOT_ELEMENT} to render into.`);
  const renderModule = (await import(pathToFileURL(moduleFile).href)) as RenderModule;
  const pageChunks = loadPageChunks(clientDir);

  return {
    formPaths: renderModule.FORM_PATHS,
    submit: (url, fields, visitorExecute) => renderModule.submitForm(url, fields, visitorExecute),
    async render(url, posted) {
      const outcome = await renderModule.renderPage(url, execute, posted);
      // The JSON blocks are already made safe for HTML; React's markup is escaped by React. The
      // ids are the ones client/src/main.tsx reads.
      let root = `<div id="root">${outcome.body}</div><script type="application/json" id="island-props">${outcome.state}</script>`;
      if (outcome.posted) root += `<script type="application/json" id="posted-form">${outcome.posted}</script>`;
      let html = template.replace(ROOT_ELEMENT, () => root);
      // React escaped the title's text when it rendered it.
      if (outcome.titleHtml) html = html.replace(TITLE_ELEMENT, () => `<title>${outcome.titleHtml}</title>`);
      const head = outcome.headHtml + pageChunks.preloadLinks(outcome.pageSources ?? []);
      if (head) html = html.replace("</head>", () => `${head}</head>`);
      return { status: outcome.status, html };
    },
  };
}

/**
 * The stylesheet's text in a <style> element instead of the link: the page can be drawn as soon
 * as its HTML arrives, without a second request that would block drawing (about 6 KB of gzip
 * in every page, against a round trip that costs most on a slow rural network). The CSP allows
 * inline styles; the administration area, not rendered here, keeps the link.
 */
function inlineStylesheet(template: string, clientDir: string): string {
  const link = STYLESHEET_LINK.exec(template);
  if (!link) return template;
  const css = readFileSync(path.join(clientDir, link[1]!), "utf8");
  if (css.includes("</")) return template; // could end the <style> element early
  return template.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * A rendered page is readable before its script runs, so the script (and its preloaded modules)
 * is fetched at low priority: on a slow network the page's pictures come first, and the script
 * no longer counts as holding up the first paint.
 */
function scriptsAfterContent(template: string): string {
  return template
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The browser build's manifest, to name the chunks of the page a URL shows: their
 * modulepreload links let the browser fetch them with the entry script instead of after it has
 * run (low priority, like the entry's own preloads). Without a manifest, no links.
 */
function loadPageChunks(clientDir: string): { preloadLinks(sources: string[]): string } {
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return { preloadLinks: () => "" };
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const filesOf = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  };
  // The entry and its imports are already in the template.
  const inTemplate = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) filesOf(key, inTemplate);
  return {
    preloadLinks(sources) {
      const files = new Set<string>();
      for (const source of sources) filesOf(source, files);
      return [...files]
        .filter((file) => !inTemplate.has(file))
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
        .join("");
    },
  };
}
