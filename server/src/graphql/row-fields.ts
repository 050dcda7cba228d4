import { SYSTEM_FIELDS, type ContentTypeSpec } from "../content/define.js";
import { isPrivileged } from "../base/actor.js";
import { asIs, FIELD_KINDS } from "../content/kinds/index.js";
import type { ContentRow } from "../services/content-service.types.js";
import type { FieldResolver, GraphQLContext } from "./context.js";
import { translatedFieldResolvers } from "./translated-fields.js";

// How a stored row becomes the GraphQL object: each field as its kind shows it in the API (a
// file's address, a masked Aadhaar number), and a kind's companion field (an image's size and
// variants, which the service put on the row). Kinds that show a value as it is need no resolver.

/** The field resolvers of one content type's object type. */
export function rowFieldResolvers(spec: ContentTypeSpec): Record<string, FieldResolver<unknown, ContentRow>> {
  const resolvers: Record<string, FieldResolver<unknown, ContentRow>> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const { toApi } = FIELD_KINDS[field.kind];
    if (toApi !== asIs) resolvers[name] = (row) => toApi(row[name] ?? null, row);
    const { companion } = FIELD_KINDS[field.kind];
    if (companion) {
      const companionName = companion.name(name);
      resolvers[companionName] = (row) => companion.toApi(row[companionName] ?? null);
    }
  }
  Object.assign(resolvers, translatedFieldResolvers(spec.fields));
  // Who saved a row is for administrators only.
  for (const system of SYSTEM_FIELDS.filter((field) => field.api === "admin")) {
    resolvers[system.name] = (row, _args, context: GraphQLContext) => (isPrivileged(context.actor) ? (row[system.name] ?? null) : null);
  }
  // A new row's waiting change is its own column; a published row's comes with the panel's reads.
  resolvers.awaitingApprovalAction = (row, _args, context: GraphQLContext) =>
    isPrivileged(context.actor) ? (row.awaitingApprovalAction ?? (row.awaitingApproval ? "create" : null)) : null;
  return resolvers;
}
