import type { ContentTypeSpec } from "../../content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../../content/registry.js";
import { queryWords, snippetOf, type SnippetPart } from "../../content/search-words.js";
import { searchPlanOf } from "../../content/search-plan.js";
import { plainTextOf } from "../../content/plain-text.js";
import { formatDate } from "../../content/format-date.js";
import { badInput } from "../../base/errors.js";
import type { ContentService } from "../content-service.types.js";
import { anonymous } from "../../base/actor.js";
import type { FileFacts } from "../file-facts.js";
import type { Language } from "../../content/languages.js";
import { inLanguage } from "../../content/translations.js";
import { TYPE_NAMES_MR } from "../../content/type-names-mr.js";
import { hitLink } from "./hit-links.js";
import type { SearchStore } from "./search-store.js";

// What visitors and tools ask: words in, hits out, best first (title matches above body ones,
// newer above older at equal relevance), a page at a time. Each hit is checked against the
// content service's own visibility (a visitor's read), so nothing the site would not show is
// ever shown here, even in the seconds before the indexer catches up.

export const MAX_SEARCH_PAGE = 50;
export const DEFAULT_SEARCH_PAGE = 20;
const MAX_QUERY_CHARS = 200;

export interface SearchHit {
  type: string;
  id: number;
  /** The section it belongs to: the type's plural label ("Notices"; in Marathi from content/type-names-mr.ts). */
  section: string;
  title: string;
  snippet: SnippetPart[];
  /** YYYY-MM-DD. */
  date: string;
  /** The date as the site writes it, in the language asked ("1 Sept 2025"; "1 सप्टें, 2025"). */
  dateText: string;
  url: string;
  file: { contentType: string; bytes: number } | null;
  /** The fields answered in English although Marathi was asked ("title"). */
  fallbackToEnglish: string[];
}

/** One page of hits, shaped as every list's page (graphql/list-page.ts). */
export interface SearchAnswer {
  totalCount: number;
  items: SearchHit[];
  hasNextPage: boolean;
  /** The next page as the deprecated `after` argument takes it, or null on the last one. */
  endCursor: string | null;
}

export interface SearchArgs {
  query: string;
  types?: string[] | null;
  /** 1 to MAX_SEARCH_PAGE (default 20). */
  limit?: number | null;
  offset?: number | null;
  /** The language to answer titles in (a Marathi title where one is given); English by default. */
  language?: Language;
}

export interface SearchService {
  search(args: SearchArgs): Promise<SearchAnswer>;
  /** The registry keys that search looks in. */
  types(): string[];
}

const SEARCHED = (Object.keys(CONTENT_TYPES) as ContentKey[]).filter((key) => searchPlanOf(CONTENT_TYPES[key]));
const visitor = anonymous("search");

// The deprecated cursor of the API's `after` argument: an offset, written so that tools took it
// for an opaque value.
const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

/** The offset a cursor (`after`, deprecated) stands for. */
export function offsetOfCursor(cursor: string): number {
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw badInput("after", "This cursor is not one a search gave.");
  return Number(match[1]);
}

/** The page asked for, checked as a list's page is, naming the argument at fault. */
function checkedPage(args: SearchArgs): { limit: number; offset: number } {
  const limit = args.limit ?? DEFAULT_SEARCH_PAGE;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_PAGE)
    throw badInput("limit", `Ask for between 1 and ${MAX_SEARCH_PAGE} items at a time (limit was ${limit}).`);
  if (!Number.isInteger(offset) || offset < 0) throw badInput("offset", `The offset cannot be negative (it was ${offset}).`);
  return { limit, offset };
}

export function createSearchService(store: SearchStore, content: Record<ContentKey, ContentService>, fileFacts: FileFacts, now: () => Date): SearchService {
  return {
    types: () => [...SEARCHED],
    async search(args) {
      if (args.query.length > MAX_QUERY_CHARS) throw badInput("query", `A search is at most ${MAX_QUERY_CHARS} characters.`);
      const types = args.types?.length ? args.types : null;
      for (const type of types ?? []) if (!SEARCHED.includes(type as ContentKey)) throw badInput("types", `"${type}" is not a type search looks in.`);
      const { limit, offset } = checkedPage(args);
      const words = queryWords(args.query);
      const found = await store.search({ words, types, at: now().toISOString(), limit, offset });
      // Each hit read as a visitor (all at once, not one after another), then the page's files'
      // facts in one read.
      const rows = await Promise.all(
        found.hits.map((stored) => content[stored.typeKey as ContentKey]?.get(visitor, stored.rowId, { fileInfo: false, members: false }).catch(() => null) ?? null),
      );
      const shown = found.hits.flatMap((stored, i) => {
        const row = rows[i];
        if (!row) return []; // trashed or hidden a moment ago: the index will follow
        const spec = CONTENT_TYPES[stored.typeKey as ContentKey];
        const url = hitLink(spec, row);
        return [{ stored, row, spec, url, fileKey: url.startsWith("/uploads/") ? url.slice("/uploads/".length) : null }];
      });
      const fileKeys = shown.flatMap((hit) => (hit.fileKey ? [hit.fileKey] : []));
      const facts = fileKeys.length > 0 ? await fileFacts.load(fileKeys) : new Map<string, { contentType: string; bytes: number }>();
      const hits: SearchHit[] = [];
      for (const { stored, row, spec, url, fileKey } of shown) {
        const file = fileKey ? facts.get(fileKey) : undefined;
        // The snippet is plain text: the body's Markdown (page texts, news) as a reader sees it.
        const body = plainTextOf(stored.body);
        const snippet = snippetOf(body, words);
        const language = args.language ?? "en";
        const title = titleIn(spec, row, stored.title, language);
        const names = language === "mr" ? TYPE_NAMES_MR[spec.key as ContentKey] : spec;
        hits.push({
          type: stored.typeKey,
          id: stored.rowId,
          section: names.pluralLabel,
          title: title.value || names.label,
          snippet: snippet.some((part) => part.matched) ? snippet : snippetOf(body, words, 160),
          date: stored.dated.slice(0, 10),
          dateText: formatDate(stored.dated, language === "mr" ? "mr-IN" : "en-IN"),
          url,
          file: file ? { contentType: file.contentType, bytes: file.bytes } : null,
          fallbackToEnglish: language === "mr" && title.value && title.language === "en" ? ["title"] : [],
        });
      }
      // Counted by the index's entries read, not the hits shown: one hidden a moment ago still
      // takes its place, so the next page starts after it.
      const next = offset + found.hits.length;
      return { totalCount: found.total, items: hits, hasNextPage: next < found.total, endCursor: next < found.total ? cursorOf(next) : null };
    },
  };
}

/** The hit's title in `language`: the row's Marathi title where the type's title field has one. */
function titleIn(spec: ContentTypeSpec, row: Record<string, unknown>, indexed: string, language: Language): { value: string; language: Language } {
  const field = spec.titleField;
  // The index keeps both languages' titles in one text (both are searched): show the row's own.
  const english = field && typeof row[field] === "string" ? (row[field] as string) : indexed;
  if (!field || !spec.fields[field]?.translatable) return { value: english, language: "en" };
  return inLanguage(english, row[`${field}Mr`] as string | null | undefined, language);
}
