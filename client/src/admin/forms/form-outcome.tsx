import type { FormStatus } from "../../ui/form-status.js";
import { StatusLines } from "./status-lines.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// The end of every admin form: the success message (a live region), the problem (an alert)
// and the submit button, disabled and saying so while the form is being sent.
export function FormOutcome({
  status,
  sending,
  submitLabel,
  sendingLabel = m.sending,
}: {
  status: FormStatus;
  sending: boolean;
  submitLabel: string;
  sendingLabel?: string;
}) {
  return (
    <>
      <StatusLines status={status} />
      <button type="submit" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
    </>
  );
}
