import { accountMessages } from "../messages/account.js";
import { PageTitle } from "./layout/page-title.js";

// Where the sign-in screen's "Forgot Password" link leads. Passwords are never sent by e-mail:
// another administrator, or whoever runs the server, sets a new one.
export function ForgotPasswordPage() {
  const m = accountMessages.forgotPassword;
  return (
    <section className="forgot-password">
      <PageTitle page={m.heading} />
      <h1>{m.heading}</h1>
      <p>{m.askColleague}</p>
      <pre>
        <code>{m.command}</code>
      </pre>
      <p>
        <a href="/admin-login/">{m.backToSignIn}</a>
      </p>
    </section>
  );
}
