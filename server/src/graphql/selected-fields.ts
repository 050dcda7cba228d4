import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

// Whether a query asks for a field of the value a resolver returns, so that the resolver can
// leave out work nobody asked for (a list's totalCount costs the database a second query, and
// no public page asks for it; a picture's size and variants, a document's type and size, and a
// committee's members each cost a read).

/** Whether the query selects `name` on the value the resolver returns (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return selectsFieldAt(info, [name]);
}

/**
 * Whether the query selects the field at `path` below the resolver's value: ["items",
 * "photoInfo"] for the pictures' facts of a list's items. Every selection of each step counts.
 */
export function selectsFieldAt(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const seen = new Set<string>();
  /** The selection sets of the fields named `name` directly in `selectionSet`, through fragments. */
  const fieldsNamed = (selectionSet: SelectionSetNode | undefined, name: string, found: (SelectionSetNode | undefined)[]): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === name) found.push(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsNamed(selection.selectionSet, name, found);
      else if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        fieldsNamed(info.fragments[selection.name.value]?.selectionSet, name, found);
        seen.delete(selection.name.value);
      }
    }
  };
  let level: (SelectionSetNode | undefined)[] = info.fieldNodes.map((node) => node.selectionSet);
  for (const name of path) {
    const next: (SelectionSetNode | undefined)[] = [];
    for (const selectionSet of level) fieldsNamed(selectionSet, name, next);
    if (next.length === 0) return false;
    level = next;
  }
  return true;
}
