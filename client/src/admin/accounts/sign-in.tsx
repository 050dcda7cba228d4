import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ProblemAndSubmit, useCheckedSend } from "../shell/checked-send.js";
import { AdminMeDocument, AdminSignInDocument } from "../../graphql/generated/graphql.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { PanelLanguageSwitch } from "../shell/panel-language.js";
import { awaitSecondStep, isSecondStepDue, SecondStep, secondStepAwaited } from "../two-step/second-step.js";
import { CollegeName } from "./college-name.js";
import { FORGOT_PASSWORD_ROUTE } from "../shell/admin-routes.js";

/** The sign-in screen (spec: admin-area.md, sign-in screen). */
export function SignIn() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { problem, busy, sendWith } = useCheckedSend();
  const [secondStep, setSecondStep] = useState(secondStepAwaited);
  const [signIn] = useMutation(AdminSignInDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminMeDocument, data: { me: data.signIn } });
    },
  });

  const m = adminShellMessages.signIn;

  const submit = sendWith(!email.trim() || !password ? m.required : false, async () => {
    try {
      await signIn({ variables: { email: email.trim(), password } });
    } catch (error) {
      if (!isSecondStepDue(error)) throw error;
      awaitSecondStep(true);
      setSecondStep(true);
    }
  });

  if (secondStep) {
    return (
      <SecondStep
        onRestart={() => {
          awaitSecondStep(false);
          setSecondStep(false);
          setPassword("");
        }}
      />
    );
  }

  return (
    <main id="main" className="admin-signin">
      <PanelLanguageSwitch />
      <CollegeName />
      <form className="admin-signin-form admin-card" onSubmit={submit} noValidate>
        <h1>{m.heading}</h1>
        <p>{m.intro}</p>
        <label htmlFor="signin-email">{m.email}</label>
        <input id="signin-email" type="text" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="signin-password">{m.password}</label>
        <input id="signin-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <ProblemAndSubmit problem={problem} busy={busy} label={m.submit} busyLabel={m.submitting} />
        <p>
          <Link to={`/admin-login/${FORGOT_PASSWORD_ROUTE}`}>{m.forgotPassword}</Link>
        </p>
      </form>
    </main>
  );
}
