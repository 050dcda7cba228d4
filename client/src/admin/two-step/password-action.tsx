import { useState } from "react";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import { ProblemAndSubmit, useCheckedSend } from "../shell/checked-send.js";

/** A button that needs the clerk's password first (turn off, new recovery codes): the password field and the button. */
export function PasswordAction(props: { id: string; label: string; busyLabel: string; note?: string; act: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState("");
  const { problem, busy, sendWith } = useCheckedSend();
  const m = adminTwoStepMessages.page;
  const submit = sendWith(!password && m.passwordRequired, async () => {
    await props.act(password);
    setPassword("");
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {props.note ? <p>{props.note}</p> : null}
      <label htmlFor={props.id}>{m.password}</label>
      <input id={props.id} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <ProblemAndSubmit problem={problem} busy={busy} label={props.label} busyLabel={props.busyLabel} />
    </form>
  );
}
