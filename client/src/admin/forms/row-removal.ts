import { useMutation } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { useState } from "react";
import { useFormStatus } from "../../ui/form-status.js";
import { errorText } from "../shell/errors.js";

/**
 * A hand-written list's one destructive step (delete an administrator or a webhook, revoke a
 * token): which row asks "Are you sure?", then, once confirmed, the mutation `removal` for the
 * row's id, the list asked again and the outcome in words on the view's status lines. The
 * question closes either way.
 */
export function useRowRemoval<Row extends { id: string }>(
  removal: TypedDocumentNode<unknown, { id: string }>,
  refetch: () => Promise<unknown>,
  words: { done: (row: Row) => string; failed: (row: Row, reason: string) => string },
) {
  const [remove, { loading: busy }] = useMutation(removal);
  const [confirming, setConfirming] = useState<string | null>(null);
  const notes = useFormStatus();

  async function confirm(row: Row) {
    notes.begin();
    try {
      await remove({ variables: { id: row.id } });
      notes.settle({ kind: "success", text: words.done(row) });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: words.failed(row, errorText(e)) });
    } finally {
      setConfirming(null);
    }
  }

  /** The row's button was pressed: the old notes go, and the row asks. */
  function ask(row: Row) {
    notes.clear();
    setConfirming(row.id);
  }
  const cancel = () => setConfirming(null);

  return {
    /** The view's status lines (the view's other actions may use them too). */
    notes,
    /** While the mutation is on its way. */
    busy,
    /** Whether `row` is the one asking now. */
    asking: (row: Row) => confirming === row.id,
    ask,
    cancel,
    confirm,
    /** AskBeforeDeleting's props for `row`, but for its words. */
    question: (row: Row) => ({ asking: confirming === row.id, busy, onAsk: () => ask(row), onConfirm: () => void confirm(row), onCancel: cancel }),
  };
}
