import type { FormStatus } from "../../ui/form-status.js";

/** The form's send button ('Submitting...' while it sends) and the outcome under it, read out when it comes. */
export function SubmitAndStatus({ status, label, busyLabel, disabled }: { status: FormStatus; label: string; busyLabel: string; disabled?: boolean }) {
  const submitting = status.kind === "submitting";
  return (
    <>
      <button type="submit" className="form-submit" disabled={submitting || disabled}>
        {submitting ? busyLabel : label}
      </button>
      <p className={`form-status ${status.kind === "error" ? "form-status-error" : "form-status-success"}`} role="status" aria-live="polite">
        {status.kind === "success" || status.kind === "error" ? status.text : ""}
      </p>
    </>
  );
}
