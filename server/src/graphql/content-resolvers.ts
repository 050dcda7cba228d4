import type { GraphQLResolveInfo } from "graphql";
import { isFileKind, operationNames, type ContentTypeSpec, type FilterName } from "../content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";
import { FIELD_KINDS } from "../content/kinds/index.js";
import { fieldLabelIn } from "../content/server-field-words.js";
import type { ListArgs, RowParts } from "../services/content-service.types.js";
import { AppError } from "../base/errors.js";
import { checkPage, parseId } from "./args.js";
import { COUNTED_FIELDS, listPage } from "./list-page.js";
import type { FieldResolver, GraphQLContext, ResolverMap } from "./context.js";
import { rowFieldResolvers } from "./row-fields.js";
import { selectsField, selectsFieldAt } from "./selected-fields.js";
import { inQueryLanguage, queryLanguage } from "./translated-fields.js";
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
  // Which fields may be sorted by is the service's rule; it refuses the others.
  const order = args.orderBy as { field: string; direction?: "ASC" | "DESC" | null } | null | undefined;
  if (order) picked.orderBy = { field: order.field, direction: order.direction ?? "ASC" };
  if (args.archived) picked.archived = true;
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
    .map(([name, field]) => ({ name, label: fieldLabelIn(field) }));
}

/** The fields of a type whose values cost a read of their own: files' companions ("photoInfo"), members. */
function costlyFields(spec: ContentTypeSpec): { fileInfo: string[]; members: string[] } {
  const fields = Object.entries(spec.fields);
  return {
    fileInfo: fields.flatMap(([name, field]) => {
      const { companion } = FIELD_KINDS[field.kind];
      return companion ? [companion.name(name)] : [];
    }),
    members: fields.filter(([, field]) => FIELD_KINDS[field.kind].column(field) === null).map(([name]) => name),
  };
}

/** What a read must put on its rows for the query's selection below `path` (["items"] for a list's rows). */
function rowPartsFor(info: GraphQLResolveInfo, costly: { fileInfo: string[]; members: string[] }, path: string[]): RowParts {
  return {
    fileInfo: costly.fileInfo.some((name) => selectsFieldAt(info, [...path, name])),
    members: costly.members.some((name) => selectsFieldAt(info, [...path, name])),
  };
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
    const costly = costlyFields(spec);
    const service = (context: GraphQLContext) => context.services.content[key];
    const write = (context: GraphQLContext, input: unknown, call: (values: Args) => Promise<unknown>) =>
      withSpooledUploads(plainInput(input), files, { maxBytes: context.services.config.uploadMaxBytes, tempRoot: context.services.config.uploadTempDir }, call);

    // Only the parts of the rows the query shows are read (a menu's committees need no members).
    // Rows answer their translatable fields in the query's language (translated-fields.ts).
    Query[names.list] = async (_parent, args, context, info) => {
      const parts = rowPartsFor(info, costly, ["items"]);
      const language = queryLanguage(args, context);
      const inLanguage = (items: unknown[]) => items.map((row) => inQueryLanguage(row, language));
      const asked = listArgs(spec, args);
      if (COUNTED_FIELDS.some((name) => selectsField(info, name))) {
        const page = await service(context).list(context.actor, asked, parts);
        return listPage({ ...page, items: inLanguage(page.items) }, asked.offset);
      }
      // Nobody asked how many there are or whether more follow: no count query (public pages never ask).
      return { items: inLanguage(await service(context).listItems(context.actor, asked, parts)) };
    };

    Query[names.single] = async (_parent, args, context, info) => {
      const id = parseId(args.id);
      const asProposed = args.asProposed === true;
      const row = await nullWhenNotFound(service(context).get(context.actor, id, rowPartsFor(info, costly, []), { asProposed }));
      return inQueryLanguage(row, queryLanguage(args, context));
    };

    for (const lookup of names.lookups) {
      Query[lookup.query] = async (_parent, args, context, info) => {
        const row = await nullWhenNotFound(service(context).getBy(context.actor, lookup.field, args[lookup.field] as string, rowPartsFor(info, costly, [])));
        return inQueryLanguage(row, queryLanguage(args, context));
      };
    }

    Mutation[names.create] = (_parent, args, context) => write(context, args.input, (values) => service(context).create(context.actor, values));

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
      Mutation[names.updateMember] = (_parent, args, context) => service(context).updateMember!(context.actor, parseId(args.id), plainInput(args.input));
    }

    types[names.objectType] = rowFieldResolvers(spec);
  }

  return { Query, Mutation, ...types };
}
