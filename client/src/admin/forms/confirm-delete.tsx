/** What a row's Delete button turns into: "Delete …?" with Yes, delete and Cancel, so nothing goes on one click. */
export function ConfirmDelete(props: { what: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <span role="group" aria-label="Confirm deletion">
      Delete {props.what}?{" "}
      <button type="button" className="danger" disabled={props.busy} onClick={props.onConfirm}>
        Yes, delete
      </button>{" "}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </span>
  );
}
