import { useState, type FormEvent } from "react";
import { errorText } from "./errors.js";

// The small forms of signing in and of one's own account (sign-in, its second step, two-step
// setup, a password-guarded action, a reset link): a check before sending, one call, and the
// server's refusal in its own words under the fields.

export function useCheckedSend() {
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  /**
   * The form's onSubmit: `missing` (the words for what is not filled in) stops it before `act`;
   * a refusal's words are shown, then `refused` runs (to clear a code that was wrong).
   */
  const sendWith =
    (missing: string | false, act: () => Promise<unknown>, refused?: () => void) =>
    async (event: FormEvent): Promise<void> => {
      event.preventDefault();
      if (missing) {
        setProblem(missing);
        return;
      }
      setProblem("");
      setBusy(true);
      try {
        await act();
      } catch (error) {
        setProblem(errorText(error));
        refused?.();
      } finally {
        setBusy(false);
      }
    };
  return { problem, setProblem, busy, sendWith };
}

/** The refusal's words (read out when they come), then the send button ('Sending...' while it sends). */
export function ProblemAndSubmit({ problem, busy, label, busyLabel }: { problem: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      <p role="alert" className="admin-error">
        {problem}
      </p>
      <button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
