// The end of every admin form: the success message (a live region), the problem (an alert)
// and the submit button, disabled and saying so while the form is being sent.
export function FormOutcome({
  message,
  problem,
  sending,
  submitLabel,
  sendingLabel = "Sending…",
}: {
  message: string;
  problem: string;
  sending: boolean;
  submitLabel: string;
  sendingLabel?: string;
}) {
  return (
    <>
      <p role="status" className="admin-success">
        {message}
      </p>
      <p role="alert" className="admin-error">
        {problem}
      </p>
      <button type="submit" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
    </>
  );
}
