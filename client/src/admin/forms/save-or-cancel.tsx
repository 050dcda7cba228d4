import { adminFormsMessages as m } from "../../messages/admin-forms.js";
/** The buttons of a form opened inside a table row: save (saying so while it saves) and cancel, both off while saving. */
export function SaveOrCancel(props: { saving: boolean; saveLabel: string; onCancel: () => void; className?: string }) {
  return (
    <div className={props.className}>
      <button type="submit" disabled={props.saving}>
        {props.saving ? m.saving : props.saveLabel}
      </button>{" "}
      <button type="button" onClick={props.onCancel} disabled={props.saving}>
        {m.cancel}
      </button>
    </div>
  );
}
