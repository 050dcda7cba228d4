import type { IncomingMessage } from "node:http";
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, OperationTypeNode, type OperationDefinitionNode } from "graphql";
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
        if (asksUnversioned(operation)) return;
        const { errors, data } = response.body.singleResult;
        if (errors === undefined && typeof data === "object" && data !== null) markShareableAnswer(contextValue.req);
      },
    };
  },
};

/**
 * Root fields whose answers change without the content version changing: search follows writes
 * a few seconds after them (its indexer runs after the commit), so its answers are never kept.
 */
const UNVERSIONED_FIELDS: ReadonlySet<string> = new Set(["search"]);

export function asksUnversioned(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((selection) => selection.kind !== Kind.FIELD || UNVERSIONED_FIELDS.has(selection.name.value));
}
