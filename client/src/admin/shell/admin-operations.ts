import { gql, type TypedDocumentNode } from "@apollo/client";
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode } from "graphql";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { contentOperationsDocument, operationDocumentNames } from "../../../../server/src/graphql/content-operations.js";

// The administration area's GraphQL documents. They live here, inside the admin chunk, rather
// than in the generated module the public pages share: every content type's documents are the
// text `npm run codegen` writes for it (the same generator function), parsed once per type.

export interface Admin {
  id: string;
  email: string;
  displayName: string;
}

export const ME: TypedDocumentNode<{ me: Admin | null }, Record<string, never>> = gql`
  query AdminMe {
    me { id email displayName }
  }
`;

export const SIGN_IN: TypedDocumentNode<{ signIn: Admin }, { email: string; password: string }> = gql`
  mutation AdminSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) { id email displayName }
  }
`;

export const SIGN_OUT: TypedDocumentNode<{ signOut: boolean }, Record<string, never>> = gql`
  mutation AdminSignOut {
    signOut
  }
`;

export const VOCABULARY: TypedDocumentNode<
  { sessions: string[]; semesters: { value: number; label: string }[]; departments: { items: { slug: string; name: string }[] } },
  Record<string, never>
> = gql`
  query AdminVocabulary {
    sessions
    semesters { value label }
    departments(limit: 100) { items { id slug name } }
  }
`;

export type Row = Record<string, unknown> & { id: string };

export interface TypeDocuments {
  /** Variables: limit, offset and the type's filters (department, session, search ...) that are set. */
  list: TypedDocumentNode<Record<string, { totalCount: number; items: Row[] }>, Record<string, unknown> & { limit: number; offset: number }>;
  create: TypedDocumentNode<Record<string, Row>, { input: Record<string, unknown> }>;
  update: TypedDocumentNode<Record<string, Row>, { id: string; input: Record<string, unknown>; ifUnchangedSince?: unknown }>;
  remove: TypedDocumentNode<Record<string, string>, { id: string }>;
}

const cache = new Map<string, TypeDocuments>();

/** The list, create, update and delete documents of one content type. */
export function documentsFor(spec: ContentTypeSpec): TypeDocuments {
  const known = cache.get(spec.key);
  if (known) return known;
  const whole: DocumentNode = gql(contentOperationsDocument(spec));
  const fragments = whole.definitions.filter((d): d is FragmentDefinitionNode => d.kind === "FragmentDefinition");
  const operation = (name: string): DocumentNode => {
    const found = whole.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition" && d.name?.value === name);
    if (!found) throw new Error(`No operation ${name} for ${spec.key}`);
    const needsFragment = found.operation !== "mutation" || name.startsWith("Create") || name.startsWith("Update");
    return { kind: whole.kind, definitions: needsFragment ? [found, ...fragments] : [found] } as DocumentNode;
  };
  const names = operationDocumentNames(spec);
  const documents = {
    list: operation(names.list),
    create: operation(names.create),
    update: operation(names.update),
    remove: operation(names.delete),
  } as TypeDocuments;
  cache.set(spec.key, documents);
  return documents;
}
