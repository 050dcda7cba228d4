import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useCheckedSend } from "../shell/checked-send.js";
import { AdminMeDocument, AdminSignInSecondStepDocument } from "../../graphql/generated/graphql.js";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import { PanelLanguageSwitch } from "../shell/panel-language.js";
import { CodeInput } from "./code-input.js";

// Kept outside the components: a change of the panel's language draws the panel again from the
// start (admin-area.tsx), and the clerk halfway through signing in stays at the second step.
let awaitingSecondStep = false;
export const secondStepAwaited = () => awaitingSecondStep;
export function awaitSecondStep(awaited: boolean): void {
  awaitingSecondStep = awaited;
}

/** Whether a sign-in's answer says the password was right and the second step is next. */
export const isSecondStepDue = (error: unknown): boolean => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "SECOND_STEP_REQUIRED");

/**
 * The sign-in's second step, after a right password for an account with two-step sign-in: a
 * code from the authenticator app or a recovery code. The server counts wrong codes apart from
 * wrong passwords and refuses for a while after too many, in its own words shown here.
 */
export function SecondStep({ onRestart }: { onRestart: () => void }) {
  const [code, setCode] = useState("");
  const { problem, busy, sendWith } = useCheckedSend();
  const [send] = useMutation(AdminSignInSecondStepDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminMeDocument, data: { me: data.signInSecondStep } });
    },
  });
  const m = adminTwoStepMessages.secondStep;

  const submit = sendWith(
    !code.trim() && m.required,
    async () => {
      await send({ variables: { code: code.trim() } });
      awaitSecondStep(false);
    },
    () => setCode(""),
  );

  return (
    <main id="main" className="admin-signin">
      <PanelLanguageSwitch />
      <form className="admin-signin-form" onSubmit={submit} noValidate>
        <h1>{m.heading}</h1>
        <p>{m.intro}</p>
        <CodeInput id="second-step-code" label={m.code} code={code} onChange={setCode} problem={problem} focusFirst />
        <button type="submit" disabled={busy}>
          {busy ? m.submitting : m.submit}
        </button>
        <p>
          <button type="button" onClick={onRestart}>
            {m.startAgain}
          </button>
        </p>
      </form>
    </main>
  );
}
