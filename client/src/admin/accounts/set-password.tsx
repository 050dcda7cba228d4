import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { AdminResetForgottenPasswordDocument } from "../../graphql/generated/graphql.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { NOT_SENT } from "../forms/refusal.js";
import { FORGOT_PASSWORD_ROUTE } from "../shell/admin-routes.js";
import { usePasswordForm } from "./password-form.js";
import { PasswordPair } from "./password-pair.js";
import { resetPasswordSchema, type ResetPasswordValues } from "./password-pair-schema.js";
import { SignedOutCard } from "./signed-out-card.js";

const EMPTY: ResetPasswordValues = { newPassword: "", repeatPassword: "" };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token the page was opened with, kept here once the address bar no longer shows it (the page may be drawn again, in another language). */
let arrivedWith = "";

function tokenOfLink(): string {
  const found = window.location.hash.replace(/^#/, "");
  if (found) {
    arrivedWith = found;
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }
  return arrivedWith;
}

/**
 * The page a forgotten-password e-mail's link opens (/admin-login/set-password#token): the new
 * password twice. The token is after #, so it never reaches a server's or proxy's log; it is
 * read once, and taken out of the address bar so it is not left in the browser's history.
 */
export function SetPassword() {
  const m = adminShellMessages.setPassword;
  const [token, setToken] = useState(tokenOfLink);
  // Another link opened in this tab changes only the part after #: the page stays, the token changes.
  useEffect(() => {
    const followLink = () => setToken(tokenOfLink());
    window.addEventListener("hashchange", followLink);
    return () => window.removeEventListener("hashchange", followLink);
  }, []);
  const [reset] = useMutation(AdminResetForgottenPasswordDocument);
  const password = usePasswordForm({
    schema: resetPasswordSchema,
    empty: EMPTY,
    send: async (values) => {
      await reset({ variables: { token, newPassword: values.newPassword } });
      return m.saved;
    },
    fieldOf: (field) => (field === "newPassword" ? field : undefined),
    nothingDone: m.notSaved,
  });
  const { form, status, onSubmit } = password;

  if (!TOKEN.test(token)) {
    return (
      <SignedOutCard heading={m.heading}>
        <p role="alert">{m.noToken}</p>
        <p>
          <Link to={`/admin-login/${FORGOT_PASSWORD_ROUTE}`}>{m.askAgain}</Link>
        </p>
      </SignedOutCard>
    );
  }
  return (
    <SignedOutCard heading={m.heading}>
      <p>{m.intro}</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <PasswordPair form={form} ids={{ newPassword: "set-new-password", repeatPassword: "set-repeat-password" }} label={m.newPassword} againLabel={m.again} />
        <FormOutcome status={status} sending={form.formState.isSubmitting} submitLabel={m.submit} />
      </form>
      {/* The server refused (a used or old link): the way to a new one. */}
      {status.kind === "error" && status !== NOT_SENT && (
        <p>
          <Link to={`/admin-login/${FORGOT_PASSWORD_ROUTE}`}>{m.askAgain}</Link>
        </p>
      )}
    </SignedOutCard>
  );
}
