import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache, NetworkStatus, type DocumentNode, type OperationVariables } from "@apollo/client";
import { skipToken, useQuery, type ApolloContextValue } from "@apollo/client/react";
import { wrapperSymbol } from "@apollo/client/react/internal";
import { addTypenameToDocument, canonicalStringify } from "@apollo/client/utilities";
import { print, valueFromASTUntyped, type OperationDefinitionNode } from "graphql";
import { use } from "react";
import type { ExecuteGraphQL } from "../../../server/src/ssr/render-protocol.js";
import { resultOrderFor, type ResultOrder } from "./apollo-result-order.js";

// The page's queries during the server's render: one React pass, no client-side cache.
//
// Apollo's prerenderStatic rendered every page twice (once to find its queries, once with their
// data) and kept each answer in an InMemoryCache: written in normalized form, then read back per
// query, which cost the render worker more than React itself. A page rendered on the server is
// never hydrated (only islands are, from their props), so nothing needs that cache. Here each
// `useQuery` sends its document (with the __typename fields Apollo's cache would have added) to
// the server's pipeline and suspends (React's `use`) until the answer: prerenderToNodeStream goes
// on with the rest of the page meanwhile, so the page's queries still run at once, and draws
// again only the component that waited. The component sees what Apollo's useQuery gave it once
// the data was there: `data` as the server answered it, in the cache's key order
// (apollo-result-order.ts), or `error` and no data. Apollo lets a framework replace its hooks
// through the context's `Symbol.for("apollo.hook.wrappers")` entry, which prerenderStatic itself
// uses (tests/unit/render-queries.test.ts renders through Apollo's own useQuery, so an Apollo
// release that changes this fails there).

type QueryOptions = { variables?: OperationVariables; skip?: boolean; ssr?: boolean; fetchPolicy?: string };

/** What a component gets once its query has answered, as Apollo's useQuery shapes it. */
interface Answered {
  data: unknown;
  dataState: "complete" | "empty";
  error: Error | undefined;
  loading: false;
  networkStatus: NetworkStatus;
  partial: boolean;
}

interface Sent {
  answer: Promise<Answered>;
  /** Set once the answer is in, so that the component's second draw reads it without suspending. */
  answered?: Answered;
}

/** A document as the server gets it: Apollo's cache adds __typename to every selection set. */
interface Prepared {
  text: string;
  order: ResultOrder;
  operationName?: string;
  defaults: Record<string, unknown>;
}

const prepared = new WeakMap<DocumentNode, Prepared>();

function prepare(query: DocumentNode): Prepared {
  const known = prepared.get(query);
  if (known) return known;
  const operation = query.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition");
  const defaults: Record<string, unknown> = {};
  for (const variable of operation?.variableDefinitions ?? []) {
    if (variable.defaultValue) defaults[variable.variable.name.value] = valueFromASTUntyped(variable.defaultValue);
  }
  const sent = addTypenameToDocument(query);
  const made = { text: print(sent), order: resultOrderFor(sent), operationName: operation?.name?.value, defaults };
  prepared.set(query, made);
  return made;
}

/** The variables as Apollo sends them: the document's defaults, then the given values (undefined ones keep their default). */
function withDefaults(defaults: Record<string, unknown>, variables: OperationVariables = {}): Record<string, unknown> {
  const merged = { ...defaults };
  for (const [name, value] of Object.entries(variables)) merged[name] = value === undefined ? defaults[name] : value;
  return merged;
}

/** Like Apollo's answer to a skipped query. */
const SKIPPED = { loading: false, data: undefined, dataState: "empty", error: undefined, networkStatus: NetworkStatus.ready, partial: true };

function notAllowed(): never {
  throw new Error("This method cannot be called during the server's render.");
}

function complete(data: unknown): Answered {
  return { data, dataState: "complete", error: undefined, loading: false, networkStatus: NetworkStatus.ready, partial: false };
}

// Apollo's default error policy ("none"): an answer with errors gives the error and no data.
function failed(error: Error): Answered {
  return { data: undefined, dataState: "empty", error, loading: false, networkStatus: NetworkStatus.error, partial: true };
}

export interface RenderQueries {
  /** The Apollo context (for ApolloContext.Provider) that serves `useQuery` from `execute`. */
  context: ApolloContextValue;
}

// Apollo's useQuery looks for a client in the context before it calls the wrapper: this one is
// only found, never used (a query sent through it fails loudly).
let placeholderClient: ApolloClient | undefined;
function contextClient(): ApolloClient {
  placeholderClient ??= new ApolloClient({
    link: new ApolloLink(() => {
      throw new Error("A page's queries go through render-queries.ts, not through an Apollo client.");
    }),
    cache: new InMemoryCache(),
  });
  return placeholderClient;
}

export function renderQueries(execute: ExecuteGraphQL, language: "en" | "mr"): RenderQueries {
  // One request per document and variables, however many components ask (the layout's query has three).
  const sent = new Map<DocumentNode, Map<string, Sent>>();

  function send(query: DocumentNode, variables: OperationVariables | undefined): Sent {
    const byVariables = sent.get(query) ?? new Map<string, Sent>();
    sent.set(query, byVariables);
    const key = canonicalStringify(variables ?? {});
    const known = byVariables.get(key);
    if (known) return known;
    const { text, order, operationName, defaults } = prepare(query);
    const sentVariables = withDefaults(defaults, variables);
    const entry: Sent = {
      answer: execute({ query: text, variables: sentVariables, operationName, language }).then(
        (result) =>
          result.errors?.length
            ? failed(new CombinedGraphQLErrors(result as ConstructorParameters<typeof CombinedGraphQLErrors>[0]))
            : complete(order.arrange(result.data, sentVariables)),
        (error: unknown) => failed(error instanceof Error ? error : new Error(String(error))),
      ),
    };
    void entry.answer.then((answered) => {
      entry.answered = answered;
    });
    byVariables.set(key, entry);
    return entry;
  }

  function useQueryWhileRendering(query: DocumentNode, options: QueryOptions | typeof skipToken = {}) {
    const base = {
      refetch: notAllowed,
      fetchMore: notAllowed,
      subscribeToMore: notAllowed,
      updateQuery: notAllowed,
      startPolling: notAllowed,
      stopPolling: notAllowed,
      variables: options === skipToken ? undefined : options.variables,
      previousData: undefined,
    };
    if (options === skipToken || options.skip || options.fetchPolicy === "standby") return { ...base, ...SKIPPED };
    if (options.ssr === false || options.fetchPolicy === "no-cache") return { ...base, ...useQuery.ssrDisabledResult };
    const entry = send(query, options.variables);
    return { ...base, ...(entry.answered ?? use(entry.answer)) };
  }

  return {
    // Typed by hand above: Apollo's overloads of useQuery cannot be spelled by one function.
    context: { client: contextClient(), [wrapperSymbol]: { useQuery: () => useQueryWhileRendering as unknown as typeof useQuery } },
  };
}
