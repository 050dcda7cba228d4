import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ExecuteAsVisitor } from "../graphql/middleware.js";

// The public pages' server render: the browser build's index.html (dist/client) with the HTML
// that the render module (dist/ssr/entry-server.js, from client/src/entry-server.tsx) makes
// for a URL, its <title>, and the data it used as a JSON block for the browser's cache.

interface RenderModule {
  renderPage(
    url: URL,
    execute: ExecuteAsVisitor,
  ): Promise<{ status: number; body: string; titleHtml?: string; headHtml: string; state: string }>;
}

export interface PageOutcome {
  status: number;
  html: string;
}

export interface PageRenderer {
  render(url: URL): Promise<PageOutcome>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** The renderer, or null when the build has no server render (an API-only install, or not built). */
export async function loadPageRenderer(clientDir: string, ssrDir: string, execute: ExecuteAsVisitor): Promise<PageRenderer | null> {
  const templateFile = path.join(clientDir, "index.html");
  const moduleFile = path.join(ssrDir, "entry-server.js");
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return null;
  const template = readFileSync(templateFile, "utf8");
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${templateFile} has no ${ROOT_ELEMENT} to render into.`);
  const renderModule = (await import(pathToFileURL(moduleFile).href)) as RenderModule;

  return {
    async render(url) {
      const outcome = await renderModule.renderPage(url, execute);
      // The state block is already JSON made safe for HTML; React's markup is escaped by React.
      const root = `<div id="root">${outcome.body}</div><script type="application/json" id="apollo-state">${outcome.state}</script>`;
      let html = template.replace(ROOT_ELEMENT, () => root);
      // React escaped the title's text when it rendered it.
      if (outcome.titleHtml) html = html.replace(TITLE_ELEMENT, () => `<title>${outcome.titleHtml}</title>`);
      if (outcome.headHtml) html = html.replace("</head>", () => `${outcome.headHtml}</head>`);
      return { status: outcome.status, html };
    },
  };
}
