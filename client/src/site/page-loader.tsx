import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { getOperationAST, print } from "graphql";
import { createContext, useContext, type ReactNode } from "react";
import type { Params } from "react-router-dom";
import type { PageRequest } from "../../../server/src/ssr/render-protocol.js";

// Page loaders: a route says which GraphQL documents its page shows and how their variables
// follow from the address, in React Router's standard `handle` field:
//
//   { path: "gps-in-news", Component, handle: definePage(GpsInNewsPageDocument) }
//   { path: "dept/:branch/:content", Component,
//     handle: definePage(DepartmentPageDocument, (params) => departmentPageVariables(params.branch ?? "", params.content ?? "")) }
//
// The server runs the documents of every route the address matches (the layout's and the
// page's) once, before React draws anything, through the visitor's GraphQL pipeline and the
// answer cache; the render worker then draws the page synchronously with the answers. A
// component reads an answer with `usePageData(Document)` instead of Apollo's useQuery: it gets
// `{ data, error, loading: false }`, which ui/query-state.tsx's QueryState takes as it is.

/** The address a page's variables follow from: the route's parameters and the query string. */
export type PageVariables<TVariables> = (params: Params, searchParams: URLSearchParams) => TVariables | null;

/** One document a route's page shows. `variables` answering null: the query is not run (its data stays undefined). */
export interface PageQuery<TData = unknown, TVariables = Record<string, unknown>> {
  document: TypedDocumentNode<TData, TVariables>;
  variables?: PageVariables<TVariables>;
}

/** What a route carries in `handle`. */
export interface PageHandle {
  page: PageQuery<unknown, never>[];
}

/** A route's handle: its page shows `document`, run with the variables the address gives. */
export function definePage<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: PageVariables<TVariables>): PageHandle {
  return { page: [{ document, variables } as unknown as PageQuery<unknown, never>] };
}

/** A route whose page shows several documents: `definePages(definePage(A), definePage(B, ...))`. */
export function definePages(...handles: PageHandle[]): PageHandle {
  return { page: handles.flatMap((handle) => handle.page) };
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && Array.isArray((handle as Partial<PageHandle>).page);
}

/** A query's answer as the server's pipeline gives it. */
export interface PageAnswer {
  data?: unknown;
  errors?: readonly { message: string }[];
}

const texts = new WeakMap<object, { query: string; operationName?: string }>();

/** The query's text and operation name, printed once per document. */
function documentText(document: TypedDocumentNode<unknown, never>): { query: string; operationName?: string } {
  let known = texts.get(document);
  if (!known) {
    known = { query: print(document), operationName: getOperationAST(document)?.name?.value };
    texts.set(document, known);
  }
  return known;
}

export type { PageRequest };

/** The requests of the queries `handles` declare for an address; a skipped query is left out. */
export function pageRequests(handles: readonly unknown[], params: Params, searchParams: URLSearchParams): { document: object; request: PageRequest }[] {
  const requests: { document: object; request: PageRequest }[] = [];
  for (const handle of handles) {
    if (!isPageHandle(handle)) continue;
    for (const query of handle.page) {
      const variables = query.variables ? query.variables(params, searchParams) : {};
      if (variables === null) continue;
      requests.push({ document: query.document, request: { ...documentText(query.document), variables: variables as Record<string, unknown> } });
    }
  }
  return requests;
}

/** What a component gets for its page's query (the parts of Apollo's result that pages read). */
export interface PageData<TData> {
  data: TData | undefined;
  error: Error | undefined;
  loading: false;
}

/** The answers of the page being drawn, by document. */
export type PageAnswers = ReadonlyMap<object, PageAnswer>;

const PageAnswersContext = createContext<PageAnswers | null>(null);

export function PageAnswersProvider({ answers, children }: { answers: PageAnswers; children: ReactNode }) {
  return <PageAnswersContext.Provider value={answers}>{children}</PageAnswersContext.Provider>;
}

const NOT_RUN: PageData<never> = { data: undefined, error: undefined, loading: false };

/**
 * The answer to `document`, which a route of this address declares (definePage). As Apollo's
 * default error policy: an answer with errors gives the error and no data. A query its route
 * skipped (variables null) gives neither.
 */
export function usePageData<TData>(document: TypedDocumentNode<TData, never> | TypedDocumentNode<TData, Record<string, unknown>>): PageData<TData> {
  const answers = useContext(PageAnswersContext);
  if (!answers) throw new Error("usePageData is called outside a page render (PageAnswersProvider).");
  const answer = answers.get(document);
  if (!answer) return NOT_RUN;
  if (answer.errors?.length) return { data: undefined, error: new Error(answer.errors.map((error) => error.message).join("\n")), loading: false };
  return { data: answer.data as TData | undefined, error: undefined, loading: false };
}

/** Several answers of the page as one, as a page drawn from several documents reads them: the data once every one has it, else the first error. */
export function joinPageData<A, B>(a: PageData<A>, b: PageData<B>): PageData<A & B> {
  return { data: a.data && b.data ? { ...a.data, ...b.data } : undefined, error: a.error ?? b.error, loading: false };
}
