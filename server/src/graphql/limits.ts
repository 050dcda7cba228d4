import {
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

// Limits on the shape of a query, checked before it runs: how deeply it nests and how many
// fields it selects (fragments counted at every place they are used). Page sizes are limited
// by the list resolvers and the services.

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 200;
/** Stops the walk of pathological fragment nesting early. */
const MAX_VISITS = 5_000;

interface Measure {
  depth: number;
  fields: number;
  visits: number;
}

/**
 * Introspection (`__schema`, `__type`) is not counted as fields, and its `ofType` chains (one
 * level per list or non-null wrapper) do not add depth, so that tools can read the schema; its
 * other levels count, so that it cannot be nested without end.
 */
function walk(
  selectionSet: SelectionSetNode,
  level: number,
  introspection: boolean,
  context: ValidationContext,
  spreading: Set<string>,
  measure: Measure,
): void {
  for (const selection of selectionSet.selections) {
    if (++measure.visits > MAX_VISITS) return;
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === "__typename") continue;
      const inIntrospection = introspection || name.startsWith("__");
      const next = inIntrospection && name === "ofType" ? level : level + 1;
      measure.depth = Math.max(measure.depth, next);
      if (!inIntrospection) measure.fields++;
      if (selection.selectionSet) walk(selection.selectionSet, next, inIntrospection, context, spreading, measure);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, level, introspection, context, spreading, measure);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || spreading.has(name)) continue; // unknown or cyclic: other rules report it
      spreading.add(name);
      walk(fragment.selectionSet, level, introspection, context, spreading, measure);
      spreading.delete(name);
    }
  }
}

export function measureOperation(operation: OperationDefinitionNode, context: ValidationContext): Measure {
  const measure: Measure = { depth: 0, fields: 0, visits: 0 };
  walk(operation.selectionSet, 0, false, context, new Set(), measure);
  return measure;
}

export const queryShapeLimit: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const { depth, fields, visits } = measureOperation(operation, context);
    if (visits > MAX_VISITS) {
      context.reportError(new GraphQLError("This query is too complex. Please split it into smaller queries.", { nodes: operation }));
    } else if (depth > MAX_DEPTH) {
      context.reportError(
        new GraphQLError(`This query is nested ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`, { nodes: operation }),
      );
    } else if (fields > MAX_FIELDS) {
      context.reportError(
        new GraphQLError(`This query asks for ${fields} fields; at most ${MAX_FIELDS} are allowed. Please split it into smaller queries.`, {
          nodes: operation,
        }),
      );
    }
    return false; // the whole operation has been measured
  },
});

export const QUERY_LIMIT_RULES: readonly ValidationRule[] = [queryShapeLimit];
