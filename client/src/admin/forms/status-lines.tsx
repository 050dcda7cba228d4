import { outcomeText, type FormStatus } from "../../ui/form-status.js";

/** A view's two lines about its last action: what was done (a live region) and what went wrong (an alert). */
export function StatusLines({ status }: { status: FormStatus }) {
  return (
    <>
      <p role="status" className="admin-success">
        {outcomeText(status, "success")}
      </p>
      <p role="alert" className="admin-error">
        {outcomeText(status, "error")}
      </p>
    </>
  );
}
