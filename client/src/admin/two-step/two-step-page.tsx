import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { AdminMyTwoStepDocument, AdminNewRecoveryCodesDocument, AdminTurnOffTwoStepDocument } from "../../graphql/generated/graphql.js";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import { errorText } from "../shell/errors.js";
import { LoadState } from "../views/load-state.js";
import { ViewFrame } from "../views/view-frame.js";
import { PasswordAction } from "./password-action.js";
import { RecoveryCodes } from "./recovery-codes.js";
import { SetupFlow } from "./setup-flow.js";

/**
 * Two-step sign-in (/admin-login/two-step): the signed-in account's own second factor. Off: set
 * it up. On: new recovery codes, or turn it off (not when the site requires it), each with the
 * password.
 */
export function TwoStepPage() {
  const { data, loading, error, refetch } = useQuery(AdminMyTwoStepDocument, { fetchPolicy: "network-only" });
  const [turnOff] = useMutation(AdminTurnOffTwoStepDocument);
  const [renew] = useMutation(AdminNewRecoveryCodesDocument);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [status, setStatus] = useState("");
  const m = adminTwoStepMessages.page;
  const mine = data?.myTwoStepSignIn;
  const on = mine?.state === "ON";

  return (
    <ViewFrame heading={m.heading} intro={m.intro}>
      <LoadState loading={loading} label={m.loading} failure={error && !mine ? m.notLoaded(errorText(error)) : null} />
      <p role="status">{status}</p>
      {mine ? (
        <>
          <p>
            <strong>{on ? m.isOn : m.isOff}</strong> {mine.requiredBySite ? m.requiredBySite : ""} {on ? m.codesLeft(mine.recoveryCodesLeft) : ""}
          </p>
          {newCodes ? (
            <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />
          ) : on ? (
            <>
              <PasswordAction
                id="two-step-renew-password"
                label={m.newCodes}
                busyLabel={m.makingCodes}
                note={m.newCodesNote}
                act={async (password) => {
                  const answer = await renew({ variables: { password } });
                  setNewCodes(answer.data?.newRecoveryCodes ?? []);
                  await refetch();
                }}
              />
              {mine.requiredBySite ? null : (
                <PasswordAction
                  id="two-step-off-password"
                  label={m.turnOff}
                  busyLabel={m.turningOff}
                  act={async (password) => {
                    await turnOff({ variables: { password } });
                    setStatus(m.turnedOff);
                    await refetch();
                  }}
                />
              )}
            </>
          ) : (
            <SetupFlow
              onDone={() => {
                setStatus("");
                void refetch();
              }}
            />
          )}
        </>
      ) : null}
    </ViewFrame>
  );
}
