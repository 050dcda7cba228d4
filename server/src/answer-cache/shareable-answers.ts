import type { IncomingMessage } from "node:http";
import type { ApolloServerPlugin } from "@apollo/server";
import { OperationTypeNode } from "graphql";
import { markShareableAnswer } from "./answer-cache.js";

/**
 * An Apollo Server plugin that tells the answer cache (keepAnswer in answer-cache.ts) that an
 * answer may be shared: Apollo has resolved the operation to a query, and it answered without
 * errors. Works with any context that carries the request.
 */
export const shareableAnswers: ApolloServerPlugin<{ req: IncomingMessage }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, operation, response }) {
        if (operation?.operation !== OperationTypeNode.QUERY || response.body.kind !== "single") return;
        const { errors, data } = response.body.singleResult;
        if (errors === undefined && typeof data === "object" && data !== null) markShareableAnswer(contextValue.req);
      },
    };
  },
};
