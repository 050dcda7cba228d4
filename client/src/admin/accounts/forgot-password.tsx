import { Link } from "react-router-dom";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { PanelLanguageSwitch } from "../shell/panel-language.js";

/**
 * The page behind the sign-in screen's "Forgot Password" link, part of the panel (its language,
 * its look). Passwords are not reset by e-mail yet, so it says whom to ask and where that person
 * does it.
 */
export function ForgotPassword() {
  const m = adminShellMessages.forgotPassword;
  return (
    <main id="main" className="admin-signin">
      <PanelLanguageSwitch />
      <div className="admin-signin-form admin-card">
        <h1>{m.heading}</h1>
        <p>{m.whomToAsk}</p>
        <p>{m.noEmail}</p>
        <p>{m.afterwards}</p>
        <p>
          <Link to="/admin-login/">{m.backToSignIn}</Link>
        </p>
      </div>
    </main>
  );
}
