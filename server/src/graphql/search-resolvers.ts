import { isPrivileged } from "../base/actor.js";
import type { GraphQLContext, ResolverMap } from "./context.js";
import { queryLanguage } from "./translated-fields.js";

// Full-text search (services/search/): thin calls to the search service, and what it learned of
// each PDF's text, which the panel shows beside the file (a scan has none).

const UPLOADS = "/uploads/";

export function searchResolvers(): ResolverMap {
  return {
    Query: {
      search: (_parent, args: { query: string; types?: string[] | null; first?: number | null; after?: string | null; lang?: string | null }, context: GraphQLContext) =>
        context.services.search.search({ ...args, language: queryLanguage(args, context) }),
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
