import { isFileKind, type ContentTypeSpec, type FilterName } from "../content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";
import type { ListArgs } from "../services/content-service.types.js";
import { AppError } from "../services/errors.js";
import { checkPage, parseId } from "./args.js";
import type { FieldResolver, GraphQLContext, ResolverMap } from "./context.js";
import { rowFieldResolvers } from "./row-fields.js";
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

export function contentResolvers(): ResolverMap {
  const Query: Record<string, FieldResolver<Args>> = {};
  const Mutation: Record<string, FieldResolver<Args>> = {};
  const types: ResolverMap = {};

  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    const spec: ContentTypeSpec = CONTENT_TYPES[key];
    const { type, single, list } = spec.graphql;
    const files = uploadFields(spec);
    const service = (context: GraphQLContext) => context.services.content[key];
    const write = (context: GraphQLContext, input: unknown, call: (values: Args) => Promise<unknown>) =>
      withSpooledUploads(plainInput(input), files, context.services.config.uploadMaxBytes, call);

    Query[list] = (_parent, args, context) => service(context).list(context.actor, listArgs(spec, args));

    Query[single] = async (_parent, args, context) => {
      const id = parseId(args.id);
      try {
        return await service(context).get(context.actor, id);
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") return null;
        throw error;
      }
    };

    Mutation[`create${type}`] = (_parent, args, context) =>
      write(context, args.input, (values) => service(context).create(context.actor, values));

    Mutation[`update${type}`] = (_parent, args, context) => {
      const id = parseId(args.id);
      return write(context, args.input, (values) => service(context).update(context.actor, id, values));
    };

    Mutation[`delete${type}`] = async (_parent, args, context) => {
      const removed = await service(context).remove(context.actor, parseId(args.id));
      return String(removed.id);
    };

    // Types with a members field (committees) also change one member at a time.
    if (Object.values(spec.fields).some((field) => field.kind === "members")) {
      Mutation[`update${type}Member`] = (_parent, args, context) =>
        service(context).updateMember!(context.actor, parseId(args.id), plainInput(args.input));
    }

    types[type] = rowFieldResolvers(spec);
  }

  return { Query, Mutation, ...types };
}
