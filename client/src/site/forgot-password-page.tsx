import { accountMessages } from "../messages/account.js";
import { SmallPage } from "./layout/small-page.js";

// Where the sign-in screen's "Forgot Password" link leads. Passwords are never sent by e-mail:
// another administrator, or whoever runs the server, sets a new one.
export function ForgotPasswordPage() {
  const m = accountMessages.forgotPassword;
  return (
    <SmallPage title={m.heading} text={m.askColleague} className="forgot-password">
      <pre>
        <code>{m.command}</code>
      </pre>
      <p>
        <a href="/admin-login/">{m.backToSignIn}</a>
      </p>
    </SmallPage>
  );
}
