import { ApolloProvider, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { AdminMeDocument } from "../../graphql/generated/graphql.js";
import { createAdminApolloClient } from "./admin-apollo.js";
import { AdminShell } from "./admin-shell.js";
import { SignIn } from "../accounts/sign-in.js";
import { TwoStepRequired } from "../two-step/two-step-required.js";
import { adminShellMessages as m } from "../../messages/admin-shell.js";
import { PanelLanguageProvider, usePanelLanguageState } from "./panel-language.js";
import { ForgotPassword } from "../accounts/forgot-password.js";
import { SetPassword } from "../accounts/set-password.js";
import { FORGOT_PASSWORD_ROUTE, SET_PASSWORD_ROUTE } from "./admin-routes.js";
import { useParams } from "react-router-dom";
import "./admin.css";
import "./panel-look.css";

// The administration area (/admin-login/{page}): its own chunk, its own Apollo client with the
// upload link. Every route shows the sign-in screen until the server says who is signed in
// (`me`, so a reload keeps the session), then the view {page} names. A change of the panel's
// language draws the panel again from the start (its messages are read when drawn; the Apollo
// cache stays), so no word is left in the other language.
export default function AdminArea() {
  const [client] = useState(createAdminApolloClient);
  const language = usePanelLanguageState();
  return (
    <ApolloProvider client={client}>
      <PanelLanguageProvider value={language}>
        <SignedInOnly key={language.language} />
      </PanelLanguageProvider>
    </ApolloProvider>
  );
}

/** The pages of a forgotten password: shown signed in or not, without asking who is. */
const SIGNED_OUT_PAGES: Readonly<Record<string, () => React.JSX.Element>> = { [FORGOT_PASSWORD_ROUTE]: ForgotPassword, [SET_PASSWORD_ROUTE]: SetPassword };

function SignedInOnly() {
  const page = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const SignedOutPage = Object.hasOwn(SIGNED_OUT_PAGES, page) ? SIGNED_OUT_PAGES[page] : undefined;
  const { data, loading, error } = useQuery(AdminMeDocument, { fetchPolicy: "network-only", skip: SignedOutPage !== undefined });
  if (SignedOutPage) return <SignedOutPage />;
  if (!data && loading) {
    return (
      <main id="main" className="admin-signin">
        <div className="admin-progress" role="progressbar" aria-label={m.loading} />
        <p role="status">{m.checkingSignIn}</p>
      </main>
    );
  }
  if (!data && error) {
    return (
      <main id="main" className="admin-signin">
        <p role="alert" className="query-error">
          {m.unreachable}
        </p>
      </main>
    );
  }
  if (!data?.me) return <SignIn />;
  if (data.me.mustSetUpTwoStep) return <TwoStepRequired admin={data.me} />;
  return <AdminShell admin={data.me} />;
}
