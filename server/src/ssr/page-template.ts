import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RenderedPage } from "../../../client/src/entry-server.js";
import { DEVANAGARI_FONT_HEAD_SCRIPT, DEVANAGARI_FONT_NOSCRIPT_STYLE } from "../../../client/src/site/layout/devanagari-font.js";
import { pageHeadLinks } from "./page-links.js";

// The page around a render: the browser build's index.html (dist/client) with the HTML the
// render module (dist/ssr/entry-server.js, from client/src/entry-server.tsx) made for a URL, its
// <title>, its head elements, and the props of the page's islands (the only parts the browser
// hydrates, client/src/islands/island.tsx) as a JSON block. Loaded once by each render worker.

/** What the render module answers for a page: its own type, so the two cannot drift apart. */
export type { RenderedPage };

export interface PageTemplate {
  /** The whole HTML document of a rendered page; `address` its canonical path, undefined for a page without one (not found). */
  assemble(page: RenderedPage, address?: string): string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** The site's one stylesheet, as Vite links it from index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)">/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*">/;
const DESCRIPTION_ELEMENT = /<meta name="description"[^>]*>/;

/** Marathi pages: whether the site's Devanagari font is named before the first paint (devanagari-font.ts). */
const DEVANAGARI_FONT_GATE = `<script>${DEVANAGARI_FONT_HEAD_SCRIPT}</script><noscript><style>${DEVANAGARI_FONT_NOSCRIPT_STYLE}</style></noscript>`;

export function pageTemplateFile(clientDir: string): string {
  return path.join(clientDir, "index.html");
}

/** `siteOrigin`: PUBLIC_URL's origin, when set, for the absolute links in each page's head (page-links.ts). */
export function loadPageTemplate(clientDir: string, siteOrigin?: string): PageTemplate {
  const templateFile = pageTemplateFile(clientDir);
  const template = scriptsAfterContent(inlineStylesheet(readFileSync(templateFile, "utf8"), clientDir));
  const pageChunks = loadPageChunks(clientDir);
  const fill = templateSlots(template, templateFile);
  return {
    assemble(page, address) {
      const lang = page.lang === "mr" ? "mr" : "en";
      const fontGate = lang === "mr" ? DEVANAGARI_FONT_GATE : "";
      const links = pageHeadLinks(siteOrigin, address, lang);
      return fill({
        lang: `<html lang="${lang}">`,
        // React escaped the title's text when it rendered it.
        title: page.titleHtml ? `<title>${page.titleHtml}</title>` : undefined,
        // The page's own description (layout/page-title.tsx) replaces the template's general one.
        description: DESCRIPTION_ELEMENT.test(page.headHtml) ? "" : undefined,
        head: fontGate + page.headHtml + links + pageChunks.preloadLinks(page.pageSources ?? []),
        // The JSON blocks are already made safe for HTML; React's markup is escaped by React. The
        // ids are the ones client/src/main.tsx reads.
        root: `<div id="root">${page.body}</div><script type="application/json" id="island-props">${page.state}</script>`,
      });
    },
  };
}

/** What a page puts into the template's places; undefined keeps the template's own text there. */
interface TemplateFill {
  lang: string;
  title: string | undefined;
  description: string | undefined;
  /** Added at the end of <head>. */
  head: string;
  /** In place of the empty root element. */
  root: string;
}

/**
 * The template cut once at the places a page fills (<html lang>, <title>, the description, the
 * end of <head>, the root element), so that a page is put together in one pass instead of a
 * copy of the whole document (its stylesheet included) per place.
 */
function templateSlots(template: string, templateFile: string): (fill: TemplateFill) => string {
  const found = (name: keyof TemplateFill, at: number, text: string) => (at < 0 ? [] : [{ name, start: at, end: at + text.length }]);
  const first = (pattern: RegExp) => pattern.exec(template) ?? { index: -1, 0: "" };
  const lang = first(HTML_LANG);
  const title = first(TITLE_ELEMENT);
  const description = first(DESCRIPTION_ELEMENT);
  const root = template.indexOf(ROOT_ELEMENT);
  if (root < 0) throw new Error(`${templateFile} has no ${ROOT_ELEMENT} to render into.`);
  const slots = [
    ...found("lang", lang.index, lang[0]),
    ...found("title", title.index, title[0]),
    ...found("description", description.index, description[0]),
    ...found("head", template.indexOf("</head>"), ""),
    ...found("root", root, ROOT_ELEMENT),
  ].sort((a, b) => a.start - b.start);
  if (slots.at(-1)?.name !== "root") throw new Error(`${templateFile} has its <head> or <title> after ${ROOT_ELEMENT}.`);
  const pieces = slots.map((slot, index) => ({ ...slot, before: template.slice(index === 0 ? 0 : slots[index - 1]!.end, slot.start) }));
  const tail = template.slice(slots.at(-1)!.end);
  return (fill) => {
    let html = "";
    for (const piece of pieces) html += piece.before + (fill[piece.name] ?? template.slice(piece.start, piece.end));
    return html + tail;
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
  // The link stays, disabled (a disabled stylesheet is not fetched): Vite's loader of the
  // islands' chunks looks for a stylesheet link of that address before it attaches the chunks'
  // CSS dependency, which includes this sheet; without it, the sheet would be fetched and applied
  // a second time as soon as an island wakes.
  return template.replace(link[0], () => `<style>${css}</style><link rel="stylesheet" href="/${link[1]}" disabled>`);
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
