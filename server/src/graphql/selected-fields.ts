import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

// Whether a query asks for a field of the value a resolver returns, so that the resolver can
// leave out work nobody asked for (a list's totalCount costs the database a second query, and
// no public page asks for it).

export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === name) return true;
      if (selection.kind === Kind.INLINE_FRAGMENT && search(selection.selectionSet)) return true;
      if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        if (search(info.fragments[selection.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
