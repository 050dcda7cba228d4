/** What a row's Delete button turns into: "Delete …?" with Yes, delete and Cancel, so nothing goes on one click. */
export function ConfirmDelete(props: {
  what: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The question's verb and the button's words, when the deletion is not the ordinary one (for ever, from the Trash). */
  verb?: string;
  confirmLabel?: string;
}) {
  return (
    <span role="group" aria-label="Confirm deletion">
      {props.verb ?? "Delete"} {props.what}?{" "}
      <button type="button" className="danger" disabled={props.busy} onClick={props.onConfirm}>
        {props.confirmLabel ?? "Yes, delete"}
      </button>{" "}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </span>
  );
}
