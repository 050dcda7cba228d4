import { adminFormsMessages as m } from "../../messages/admin-forms.js";
/** What a row's Delete button turns into: "Delete …?" with Yes, delete and Cancel, so nothing goes on one click. */
export function ConfirmDelete(props: {
  what: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The question's verb, when it is not the ordinary deletion ("Delete for ever", "Revoke"). */
  verb?: string;
  /** The button's words; else "Yes, " and the verb. */
  confirmLabel?: string;
}) {
  const verb = props.verb ?? m.confirm.delete;
  return (
    <span role="group" aria-label={m.confirm.group(verb)}>
      {m.confirm.question(verb, props.what)}{" "}
      <button type="button" className="danger" disabled={props.busy} onClick={props.onConfirm}>
        {props.confirmLabel ?? m.confirm.yes(verb)}
      </button>{" "}
      <button type="button" onClick={props.onCancel}>
        {m.cancel}
      </button>
    </span>
  );
}

/**
 * A row's one destructive button ("Delete", "Revoke"): pressed, it asks (onAsk: clear the old
 * notes, remember the row) and, while `asking`, ConfirmDelete's question stands in its place.
 */
export function AskBeforeDeleting(props: Parameters<typeof ConfirmDelete>[0] & { asking: boolean; onAsk: () => void; label: string }) {
  const { asking, onAsk, label, ...question } = props;
  if (asking) return <ConfirmDelete {...question} />;
  return (
    <button type="button" onClick={onAsk}>
      {label}
    </button>
  );
}
