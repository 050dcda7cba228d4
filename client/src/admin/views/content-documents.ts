import type { TypedDocumentNode } from "@apollo/client";
import type { ContentTypeSpec, FilterName } from "../../../../server/src/content/define.js";
import type { ListOrder } from "../../../../server/src/content/sorting.js";
import { CONTENT_DOCUMENTS } from "../../graphql/content-operations/content-documents.js";

// The typed documents the generic views use for a content type: those GraphQL Code Generator
// makes of the operations the registry writes (content-documents-map.ts), in a chunk of their own
// per type. Every type answers in one shape (the operations alias their fields page, saved and
// deleted), so the loaders below are checked against that shape when compiled: a type whose
// answers do not fit names itself in the type error.

/** A stored row of any content type as the generic views read it: its fields by their registry names. */
export type ContentRow = { id: string; createdAt: string; updatedAt: string; readonly [field: string]: unknown };

/** The filters the manage table sends (those the type's registry entry names), as its list takes them. */
export type ListFilters = Partial<Record<Exclude<FilterName, "semester">, string>> & { semester?: number };

export interface ListVariables extends ListFilters {
  limit: number;
  offset: number;
  /** A table column (or createdAt/updatedAt) and direction, instead of the type's own order. */
  orderBy?: ListOrder;
}

/**
 * A type's create or update input. Its fields are the entry's, which the generic forms know at
 * run time only (the entry's zod schema checks them there, as the server does), so no one static
 * type fits every type's input: `never`, and `entryInput` is where a form hands its checked values over.
 */
type EntryInput = never;
export const entryInput = (checked: Readonly<Record<string, unknown>>): EntryInput => checked as never;

export interface ContentDocuments {
  list: TypedDocumentNode<{ page: { totalCount: number; items: ContentRow[] } }, ListVariables>;
  /** One row; asProposed: as its change waiting for approval would leave it. */
  single: TypedDocumentNode<{ row?: ContentRow | null }, { id: string; asProposed?: boolean | null }>;
  create: TypedDocumentNode<{ saved: ContentRow }, { input: EntryInput }>;
  update: TypedDocumentNode<{ saved: ContentRow }, { id: string; input: EntryInput; ifUnchangedSince: string }>;
  remove: TypedDocumentNode<{ deleted: string }, { id: string }>;
}

const LOADERS: Readonly<Record<string, () => Promise<ContentDocuments>>> = CONTENT_DOCUMENTS;
const loading = new Map<string, Promise<ContentDocuments>>();
const loaded = new Map<string, ContentDocuments>();

/** A type's documents if its chunk is here already. */
export const loadedContentDocuments = (spec: ContentTypeSpec): ContentDocuments | undefined => loaded.get(spec.key);

/** The list, single, create, update and delete documents of one content type: its chunk, asked for once (again after a failure). */
export function loadContentDocuments(spec: ContentTypeSpec): Promise<ContentDocuments> {
  const known = loading.get(spec.key);
  if (known !== undefined) return known;
  const load = LOADERS[spec.key];
  if (!load) return Promise.reject(new Error(`No documents for the content type ${spec.key}: run \`npm run codegen\`.`));
  const documents = load();
  loading.set(spec.key, documents);
  documents.then(
    (arrived) => loaded.set(spec.key, arrived),
    () => loading.delete(spec.key),
  );
  return documents;
}
