import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { AdminPasswordResetOfferDocument, AdminRequestPasswordResetDocument } from "../../graphql/generated/graphql.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { useCheckedSend } from "../shell/checked-send.js";
import { SignedOutCard } from "./signed-out-card.js";

/**
 * The page behind the sign-in screen's "Forgot Password" link, part of the panel (its language,
 * its look). When the site sends e-mail (SMTP settings), it asks for the address and sends a
 * link (set-password.tsx); the answer is the same whether or not an account has the address.
 * Otherwise it says whom to ask and where that person does it.
 */
export function ForgotPassword() {
  const m = adminShellMessages.forgotPassword;
  const { data, loading } = useQuery(AdminPasswordResetOfferDocument, { fetchPolicy: "network-only" });
  const minutes = data?.passwordResetByEmail;
  return (
    <SignedOutCard heading={m.heading}>
      {loading ? (
        <div className="admin-progress" role="progressbar" aria-label={m.loading} />
      ) : typeof minutes === "number" ? (
        <LinkByEmail minutes={minutes} />
      ) : (
        <>
          <p>{m.whomToAsk}</p>
          <p>{m.noEmail}</p>
          <p>{m.afterwards}</p>
        </>
      )}
    </SignedOutCard>
  );
}

/** The address, then the same answer for any address (or a limit's refusal). */
function LinkByEmail({ minutes }: { minutes: number }) {
  const m = adminShellMessages.forgotPassword;
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState("");
  const { problem, busy, sendWith } = useCheckedSend();
  const [request] = useMutation(AdminRequestPasswordResetDocument);
  const send = sendWith(!email.trim() && m.typeEmail, async () => {
    await request({ variables: { email: email.trim() } });
    setSentTo(email.trim());
  });
  const submit = (event: FormEvent) => {
    setSentTo("");
    return send(event);
  };

  return (
    <form className="admin-signin-form" onSubmit={submit} noValidate>
      <p>{m.byEmailIntro(minutes)}</p>
      <label htmlFor="forgot-email">{m.email}</label>
      <input id="forgot-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      <p role="alert" className="admin-error">
        {problem}
      </p>
      <p role="status">{sentTo ? m.sent(sentTo) : ""}</p>
      <button type="submit" disabled={busy}>
        {busy ? m.sending : m.send}
      </button>
      <p>{m.orAsk}</p>
    </form>
  );
}
