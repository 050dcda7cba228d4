import { NetworkStatus, type DocumentNode, type ObservableQuery, type OperationVariables } from "@apollo/client";
import { skipToken, useApolloClient, useQuery, type ApolloContextValue } from "@apollo/client/react";
import { wrapperSymbol } from "@apollo/client/react/internal";
import { canonicalStringify } from "@apollo/client/utilities";
import { use } from "react";
import { filter, firstValueFrom, type Subscription } from "rxjs";

// The page's queries in one React pass. Apollo's prerenderStatic renders the whole tree, waits for
// the queries that pass started, and renders the whole tree again: every page paid two passes, the
// first drawing only loading states. Here `useQuery` suspends (React's `use`) until its query has
// an answer: prerenderToNodeStream goes on with the rest of the page meanwhile (so the page's
// queries still run at once), waits for every suspended part, and renders again only the
// component that suspended. The HTML is the same: the component draws once, with its data, as the
// second pass did. Apollo lets a framework replace its hooks through the context's
// `Symbol.for("apollo.hook.wrappers")` entry, which prerenderStatic itself uses.

type QueryOptions = { variables?: OperationVariables; skip?: boolean; ssr?: boolean; fetchPolicy?: string; client?: never } & Record<string, unknown>;

interface Started {
  observable: ObservableQuery;
  /** Resolves once the query has its answer (data or error); never rejects. */
  answered: Promise<void>;
  done: boolean;
}

/** Like prerenderStatic's answer to a skipped query. */
const SKIPPED = { loading: false, data: undefined, dataState: "empty", error: undefined, networkStatus: NetworkStatus.ready, partial: true };

function notAllowed(): never {
  throw new Error("This method cannot be called during the server's render.");
}

export interface RenderQueries {
  /** The Apollo context entry that makes `useQuery` suspend until its answer. */
  hookWrappers: ApolloContextValue;
  /** Ends the queries' subscriptions, once the render is over. */
  close(): void;
}

export function renderQueries(): RenderQueries {
  // Keyed by the document (the generated documents are module constants) and the variables.
  const started = new Map<DocumentNode, Map<string, Started>>();
  const subscriptions: Subscription[] = [];

  function start(client: ReturnType<typeof useApolloClient>, query: DocumentNode, options: QueryOptions): Started {
    const byVariables = started.get(query) ?? new Map<string, Started>();
    started.set(query, byVariables);
    const key = canonicalStringify(options.variables ?? {});
    const known = byVariables.get(key);
    if (known) return known;
    // As prerenderStatic: a render reads the cache first, whatever the hook asks.
    const fetchPolicy = options.fetchPolicy === "network-only" || options.fetchPolicy === "cache-and-network" ? "cache-first" : options.fetchPolicy;
    const observable = client.watchQuery({ query, ...options, fetchPolicy } as Parameters<typeof client.watchQuery>[0]);
    // Kept subscribed until the render ends, or Apollo would tear the query down in between.
    subscriptions.push(observable.subscribe({ complete() {} }));
    const entry: Started = {
      observable,
      answered: firstValueFrom(observable.pipe(filter((result) => !result.loading))).then(
        () => undefined,
        () => undefined,
      ),
      done: false,
    };
    void entry.answered.then(() => {
      entry.done = true;
    });
    byVariables.set(key, entry);
    return entry;
  }

  function useQueryWhileRendering(query: DocumentNode, options: QueryOptions | typeof skipToken = {}) {
    const client = useApolloClient();
    const base = {
      client,
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
    const entry = start(client, query, options);
    if (!entry.done && entry.observable.getCurrentResult().loading) use(entry.answered);
    return { observable: entry.observable, ...entry.observable.getCurrentResult(), ...base };
  }

  return {
    // Typed by hand above: Apollo's overloads of useQuery cannot be spelled by one function.
    hookWrappers: { [wrapperSymbol]: { useQuery: () => useQueryWhileRendering as unknown as typeof useQuery } },
    close() {
      for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
      started.clear();
    },
  };
}
