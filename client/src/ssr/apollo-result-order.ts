import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionNode, type SelectionSetNode } from "graphql";

// An answer laid out as Apollo's InMemoryCache (4.3) hands it back when a query reads it, so that
// what a component gets (and the island props it writes into the page as JSON) keeps the same
// key order without the cache. The cache's reader (readFromStore.js) puts each object's
// __typename first, then reads its selection set in order: a field in its place, a fragment as
// an object of its own merged in at its place (a field read twice keeps its first place, its
// objects merged as Apollo's DeepMerger does); a selection left out by @skip or @include is not
// read. The values are the server's own. The schema has no interfaces or unions, so a fragment
// applies when its type condition is the object's type.

interface Reading {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** The root object's type, which the answer does not name ("Query"). */
  rootType: string;
  variables: Record<string, unknown>;
}

export interface ResultOrder {
  /** The server's `data` for this document and `variables`, laid out as the cache reads it. */
  arrange(data: unknown, variables: Record<string, unknown>): unknown;
}

export function resultOrderFor(document: DocumentNode): ResultOrder {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return {
    arrange: (data, variables) =>
      operation && isObject(data) ? arrangeObject(operation.selectionSet, data, { fragments, variables, rootType: ROOT_TYPES[operation.operation] }, true) : data,
  };
}

const ROOT_TYPES = { query: "Query", mutation: "Mutation", subscription: "Subscription" } as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Apollo's shouldInclude: @skip(if:) and @include(if:), with a literal or a variable. */
function included(selection: SelectionNode, variables: Record<string, unknown>): boolean {
  for (const directive of selection.directives ?? []) {
    const name = directive.name.value;
    if (name !== "skip" && name !== "include") continue;
    const argument = directive.arguments?.find((candidate) => candidate.name.value === "if")?.value;
    const condition = argument?.kind === Kind.VARIABLE ? variables[argument.name.value] : argument?.kind === Kind.BOOLEAN ? argument.value : undefined;
    if (name === "skip" ? condition === true : condition !== true) return false;
  }
  return true;
}

function arrangeValue(selectionSet: SelectionSetNode, value: unknown, reading: Reading): unknown {
  if (Array.isArray(value)) return value.map((item) => arrangeValue(selectionSet, item, reading));
  return isObject(value) ? arrangeObject(selectionSet, value, reading, false) : value;
}

function arrangeObject(selectionSet: SelectionSetNode, value: Record<string, unknown>, reading: Reading, root: boolean): Record<string, unknown> {
  const typename = root ? reading.rootType : value.__typename;
  const arranged: Record<string, unknown> = {};
  if (!root && typeof typename === "string") arranged.__typename = typename;
  for (const selection of selectionSet.selections) {
    if (!included(selection, reading.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (!(key in value)) continue;
      const field = value[key];
      mergeField(arranged, key, selection.selectionSet ? arrangeValue(selection.selectionSet, field, reading) : field);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : reading.fragments.get(selection.name.value);
    if (!fragment) throw new Error(`The document has no fragment ${selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : ""}.`);
    const condition = fragment.typeCondition?.name.value;
    if (condition !== undefined && condition !== typename) continue;
    const part = arrangeObject(fragment.selectionSet, value, reading, root);
    for (const key of Object.keys(part)) mergeField(arranged, key, part[key]);
  }
  return arranged;
}

/** As Apollo's DeepMerger: a field read again is merged into the first reading, keeping its place. */
function mergeField(into: Record<string, unknown>, key: string, value: unknown): void {
  const existing = into[key];
  into[key] = key in into && isObject(existing) && isObject(value) ? mergeObjects(existing, value) : value;
}

function mergeObjects(first: Record<string, unknown>, second: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = Array.isArray(first) ? ([...first] as unknown as Record<string, unknown>) : { ...first };
  for (const key of Object.keys(second)) mergeField(merged, key, second[key]);
  return merged;
}
