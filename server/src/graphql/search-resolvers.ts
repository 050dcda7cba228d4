import type { GraphQLContext, ResolverMap } from "./context.js";

// Full-text search (services/search/): a thin call to the search service.
export function searchResolvers(): ResolverMap {
  return {
    Query: {
      search: (_parent, args: { query: string; types?: string[] | null; first?: number | null; after?: string | null }, { services }: GraphQLContext) =>
        services.search.search(args),
    },
  };
}
