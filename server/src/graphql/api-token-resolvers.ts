import type { ApiTokenInput } from "../services/api-tokens.js";
import { parseId } from "./args.js";
import type { GraphQLContext, ResolverMap } from "./context.js";

// API tokens: thin calls to the token service, which checks that an administrator asks.

export function apiTokenResolvers(): ResolverMap {
  return {
    Query: {
      apiTokens: (_parent, _args, { services, actor }: GraphQLContext) => services.apiTokens.list(actor),
    },
    Mutation: {
      createApiToken: async (_parent, args: { input: ApiTokenInput }, { services, actor }: GraphQLContext) => {
        const { token, view } = await services.apiTokens.create(actor, { ...args.input });
        return { token, apiToken: view };
      },
      revokeApiToken: (_parent, args: { id: string }, { services, actor }: GraphQLContext) => services.apiTokens.revoke(actor, parseId(args.id)),
    },
  };
}
