import { isFileKind, operationNames, type ContentTypeSpec, type FilterName } from "../content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";
import type { ListArgs } from "../services/content-service.types.js";
import { AppError } from "../base/errors.js";
import { checkPage, parseId } from "./args.js";
import type { FieldResolver, GraphQLContext, ResolverMap } from "./context.js";
import { rowFieldResolvers } from "./row-fields.js";
import { selectsField } from "./selected-fields.js";
import { withSpooledUploads, type UploadField } from "./uploads.js";

// The queries and mutations of every content type, built from the registry: no code per type.
// Each resolver converts arguments, calls the type's service and lets the row's field
// resolvers shape the answer. Rules (access, validation, files) live in the services.

type Args = Record<string, unknown>;

function listArgs(spec: ContentTypeSpec, args: Args): ListArgs {
  const picked: ListArgs = checkPage(args as { limit?: number | null; offset?: number | null });
  for (const filter of spec.filters as readonly FilterName[]) {
    if (args[filter] !== undefined) (picked as Record<string, unknown>)[filter] = args[filter];
  }
  return picked;
}

/** A GraphQL input object as a plain object; committee members likewise. */
function plainInput(input: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = { ...(input as Args) };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) values[name] = value.map((item) => (item && typeof item === "object" ? { ...item } : item));
  }
  return values;
}

function uploadFields(spec: ContentTypeSpec): UploadField[] {
  return Object.entries(spec.fields)
    .filter(([, field]) => isFileKind(field.kind))
    .map(([name, field]) => ({ name, label: field.label }));
}

/** A single-item query answers null for a record that does not exist. */
async function nullWhenNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export function contentResolvers(): ResolverMap {
  const Query: Record<string, FieldResolver<Args>> = {};
  const Mutation: Record<string, FieldResolver<Args>> = {};
  const types: ResolverMap = {};

  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    const spec: ContentTypeSpec = CONTENT_TYPES[key];
    const names = operationNames(spec);
    const files = uploadFields(spec);
    const service = (context: GraphQLContext) => context.services.content[key];
    const write = (context: GraphQLContext, input: unknown, call: (values: Args) => Promise<unknown>) =>
      withSpooledUploads(
        plainInput(input),
        files,
        { maxBytes: context.services.config.uploadMaxBytes, tempRoot: context.services.config.uploadTempDir },
        call,
      );

    Query[names.list] = async (_parent, args, context, info) => {
      if (selectsField(info, "totalCount")) return service(context).list(context.actor, listArgs(spec, args));
      // Nobody asked how many there are: no count query (public pages never ask).
      return { items: await service(context).listItems(context.actor, listArgs(spec, args)) };
    };

    Query[names.single] = (_parent, args, context) => {
      const id = parseId(args.id);
      return nullWhenNotFound(service(context).get(context.actor, id));
    };

    for (const lookup of names.lookups) {
      Query[lookup.query] = (_parent, args, context) =>
        nullWhenNotFound(service(context).getBy(context.actor, lookup.field, args[lookup.field] as string));
    }

    Mutation[names.create] = (_parent, args, context) =>
      write(context, args.input, (values) => service(context).create(context.actor, values));

    Mutation[names.update] = (_parent, args, context) => {
      const id = parseId(args.id);
      const ifUnchangedSince = (args.ifUnchangedSince as Date | null | undefined) ?? undefined;
      return write(context, args.input, (values) => service(context).update(context.actor, id, values, { ifUnchangedSince }));
    };

    Mutation[names.delete] = async (_parent, args, context) => {
      const removed = await service(context).remove(context.actor, parseId(args.id));
      return String(removed.id);
    };

    // Types with a members field (committees) also change one member at a time.
    if (names.updateMember) {
      Mutation[names.updateMember] = (_parent, args, context) =>
        service(context).updateMember!(context.actor, parseId(args.id), plainInput(args.input));
    }

    types[names.objectType] = rowFieldResolvers(spec);
  }

  return { Query, Mutation, ...types };
}
