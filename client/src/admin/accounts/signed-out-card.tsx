import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { PanelLanguageSwitch } from "../shell/panel-language.js";

/** A panel page for someone not signed in (a forgotten password): the sign-in screen's look, its heading, then the way back to sign-in. */
export function SignedOutCard(props: { heading: string; children: ReactNode }) {
  return (
    <main id="main" className="admin-signin">
      <PanelLanguageSwitch />
      <div className="admin-signin-form admin-card">
        <h1>{props.heading}</h1>
        {props.children}
        <p>
          <Link to="/admin-login/">{adminShellMessages.forgotPassword.backToSignIn}</Link>
        </p>
      </div>
    </main>
  );
}
