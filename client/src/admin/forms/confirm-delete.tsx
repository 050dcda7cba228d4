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
  const verb = props.verb ?? "Delete";
  return (
    <span role="group" aria-label={`Confirm: ${verb.toLowerCase()}`}>
      {verb} {props.what}?{" "}
      <button type="button" className="danger" disabled={props.busy} onClick={props.onConfirm}>
        {props.confirmLabel ?? `Yes, ${verb.toLowerCase()}`}
      </button>{" "}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </span>
  );
}
