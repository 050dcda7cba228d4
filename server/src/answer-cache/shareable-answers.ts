import type { IncomingMessage } from "node:http";
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, OperationTypeNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { markShareableAnswer } from "./answer-cache.js";

/**
 * An Apollo Server plugin that tells the answer cache (keepAnswer in answer-cache.ts) that an
 * answer may be shared: Apollo has resolved the operation to a query, and it answered without
 * errors. Works with any context that carries the request.
 */
export const shareableAnswers: ApolloServerPlugin<{ req: IncomingMessage }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, document, operation, response }) {
        if (operation?.operation !== OperationTypeNode.QUERY || response.body.kind !== "single") return;
        if (!document || asksUnversioned(operation, document)) return;
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

/** Whether the operation asks for an unversioned root field, directly or through fragments (a page's `...Part on Query`). */
export function asksUnversioned(operation: OperationDefinitionNode, document: DocumentNode): boolean {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const visited = new Set<string>();
  const asks = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return UNVERSIONED_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      // An unknown fragment fails validation; one already walked adds nothing (a cycle fails validation too).
      if (!fragment) return true;
      if (visited.has(fragment.name.value)) return false;
      visited.add(fragment.name.value);
      return asks(fragment.selectionSet);
    });
  return asks(operation.selectionSet);
}
