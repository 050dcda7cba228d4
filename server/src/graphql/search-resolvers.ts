import { isPrivileged } from "../base/actor.js";
import type { GraphQLContext, ResolverMap } from "./context.js";
import { MAX_SEARCH_PAGE, offsetOfCursor, type SearchAnswer } from "../services/search/search-service.js";
import { queryLanguage } from "./translated-fields.js";

// Full-text search (services/search/): thin calls to the search service, and what it learned of
// each PDF's text, which the panel shows beside the file (a scan has none).

const UPLOADS = "/uploads/";

type SearchArguments = {
  query: string;
  types?: string[] | null;
  limit?: number | null;
  offset?: number | null;
  /** Deprecated for limit: when given, used instead, kept within 1 to MAX_SEARCH_PAGE as it always was. */
  first?: number | null;
  /** Deprecated for offset: when given, the offset it stands for is used instead. */
  after?: string | null;
  lang?: string | null;
};

/** The page asked for: limit and offset, or the deprecated first and after where given. */
function pageOf(args: SearchArguments): { limit?: number | null; offset?: number | null } {
  return {
    limit: args.first != null ? Math.min(Math.max(args.first, 1), MAX_SEARCH_PAGE) : args.limit,
    offset: args.after ? offsetOfCursor(args.after) : args.offset,
  };
}

export function searchResolvers(): ResolverMap {
  return {
    Query: {
      search: (_parent, args: SearchArguments, context: GraphQLContext) =>
        context.services.search.search({ query: args.query, types: args.types, ...pageOf(args), language: queryLanguage(args, context) }),
    },
    SearchResults: {
      // Deprecated: the page's items under their old name.
      hits: (answer: SearchAnswer) => answer.items,
    },
    FileInfo: {
      textLayer: async (info: { url: string }, _args, { services, actor }: GraphQLContext) => {
        if (!isPrivileged(actor) || !info.url.startsWith(UPLOADS)) return null;
        const key = info.url.slice(UPLOADS.length);
        return (await services.pdfTexts.statuses([key])).get(key) ?? null;
      },
    },
  };
}
