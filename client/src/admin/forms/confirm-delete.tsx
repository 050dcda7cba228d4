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
