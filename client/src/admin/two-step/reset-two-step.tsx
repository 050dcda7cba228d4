import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { AdminResetTwoStepDocument } from "../../graphql/generated/graphql.js";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import { errorText } from "../shell/errors.js";

/**
 * "Reset two-step sign-in" for another account (a lost phone), asked once more before it is
 * done: the server removes the factor, ends the account's sessions and records it in the audit log.
 */
export function ResetTwoStep(props: { account: { id: string; email: string }; onOutcome: (kind: "success" | "error", text: string) => void }) {
  const [asking, setAsking] = useState(false);
  const [reset, { loading }] = useMutation(AdminResetTwoStepDocument);
  const m = adminTwoStepMessages.accounts;
  const { account } = props;
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {m.reset}
      </button>
    );
  }
  return (
    <span role="group" aria-label={m.reset}>
      {m.confirm(account.email)}{" "}
      <button
        type="button"
        disabled={loading}
        onClick={async () => {
          try {
            await reset({ variables: { id: account.id } });
            props.onOutcome("success", m.done(account.email));
          } catch (error) {
            props.onOutcome("error", m.failed(account.email, errorText(error)));
          } finally {
            setAsking(false);
          }
        }}
      >
        {m.yes}
      </button>{" "}
      <button type="button" onClick={() => setAsking(false)}>
        {m.no}
      </button>
    </span>
  );
}
