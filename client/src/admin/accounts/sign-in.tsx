import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { errorText } from "../shell/errors.js";
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
  const [problem, setProblem] = useState("");
  const [secondStep, setSecondStep] = useState(secondStepAwaited);
  const [signIn, { loading }] = useMutation(AdminSignInDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminMeDocument, data: { me: data.signIn } });
    },
  });

  const m = adminShellMessages.signIn;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem(m.required);
      return;
    }
    setProblem("");
    try {
      await signIn({ variables: { email: email.trim(), password } });
    } catch (error) {
      if (isSecondStepDue(error)) {
        awaitSecondStep(true);
        setSecondStep(true);
      } else setProblem(errorText(error));
    }
  }

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
        <p role="alert" className="admin-error">
          {problem}
        </p>
        <button type="submit" disabled={loading}>
          {loading ? m.submitting : m.submit}
        </button>
        <p>
          <Link to={`/admin-login/${FORGOT_PASSWORD_ROUTE}`}>{m.forgotPassword}</Link>
        </p>
      </form>
    </main>
  );
}
