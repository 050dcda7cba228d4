import type { IncomingMessage } from "node:http";
import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, OperationTypeNode } from "graphql";
import type { Actor } from "../base/actor.js";
import { cameFromAnotherSite } from "../http/api-cors.js";

/**
 * A page on another site may read the API (http/api-cors.ts) but changes nothing unless it sends
 * an API token: its request runs without cookies, and a mutation without a token is refused
 * here, once Apollo knows the operation (public forms and sign-in included).
 */
export const crossOriginMutations: ApolloServerPlugin<{ req: IncomingMessage; actor: Actor }> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (operation?.operation !== OperationTypeNode.MUTATION) return;
        if (!cameFromAnotherSite(contextValue.req) || contextValue.actor.kind === "token") return;
        throw new GraphQLError("Another web site may only read the college's content. To change it, a tool needs an API token from the college's administrator.", {
          extensions: { code: "FORBIDDEN", http: { status: 403 } },
        });
      },
    };
  },
};
