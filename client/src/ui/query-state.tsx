import type { ReactNode } from "react";
import { common } from "../messages/common.js";

// Every data-bound view shows the same four states: loading, error, empty and content.

/** The parts of an Apollo `useQuery` result that decide what to show. */
export interface QueryResultLike<TData> {
  loading: boolean;
  error?: { message: string } | undefined;
  data?: TData | undefined;
}

interface QueryStateProps<TData> {
  result: QueryResultLike<TData>;
  /** What is being loaded, for the messages: "the notices", "the staff list". */
  what: string;
  /** When given and true for the data, `emptyMessage` is shown instead of the content. */
  isEmpty?: (data: TData) => boolean;
  emptyMessage?: string;
  children: (data: TData) => ReactNode;
}

export function QueryState<TData>({ result, what, isEmpty, emptyMessage, children }: QueryStateProps<TData>) {
  const { loading, error, data } = result;
  if (error && !data) {
    return <ErrorMessage text={common.couldNotLoad(what)} />;
  }
  if (!data) {
    return loading ? <LoadingMessage text={common.loading(what)} /> : <EmptyMessage text={emptyMessage ?? common.nothingYet} />;
  }
  if (isEmpty?.(data)) return <EmptyMessage text={emptyMessage ?? common.nothingYet} />;
  return <>{children(data)}</>;
}

export function LoadingMessage({ text }: { text: string }) {
  return (
    <p className="query-loading" role="status" aria-live="polite">
      {text}
    </p>
  );
}

export function ErrorMessage({ text }: { text: string }) {
  return (
    <p className="query-error" role="alert">
      {text}
    </p>
  );
}

export function EmptyMessage({ text }: { text: string }) {
  return <p className="query-empty">{text}</p>;
}
