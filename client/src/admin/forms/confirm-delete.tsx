/** What a row's Delete button turns into: "Delete …?" with Yes, delete and Cancel, so nothing goes on one click. */
export function ConfirmDelete(props: { what: string; busy: boolean; onConfirm: () => void; onCancel: () => void; verb?: string }) {
  const verb = props.verb ?? "Delete";
  return (
    <span role="group" aria-label={`Confirm: ${verb.toLowerCase()}`}>
      {verb} {props.what}?{" "}
      <button type="button" className="danger" disabled={props.busy} onClick={props.onConfirm}>
        Yes, {verb.toLowerCase()}
      </button>{" "}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </span>
  );
}
