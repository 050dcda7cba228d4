import { useState, type FormEvent } from "react";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import { errorText } from "../shell/errors.js";

/** A button that needs the clerk's password first (turn off, new recovery codes): the password field and the button. */
export function PasswordAction(props: { id: string; label: string; busyLabel: string; note?: string; act: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const m = adminTwoStepMessages.page;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setProblem(m.passwordRequired);
      return;
    }
    setProblem("");
    setBusy(true);
    try {
      await props.act(password);
      setPassword("");
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {props.note ? <p>{props.note}</p> : null}
      <label htmlFor={props.id}>{m.password}</label>
      <input id={props.id} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <p role="alert" className="admin-error">
        {problem}
      </p>
      <button type="submit" disabled={busy}>
        {busy ? props.busyLabel : props.label}
      </button>
    </form>
  );
}
