import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { AdminBeginTwoStepSetupDocument, AdminConfirmTwoStepSetupDocument } from "../../graphql/generated/graphql.js";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import { errorText } from "../shell/errors.js";
import { useCheckedSend } from "../shell/checked-send.js";
import { CodeInput } from "./code-input.js";
import { RecoveryCodes } from "./recovery-codes.js";

/**
 * Setting up two-step sign-in: a button asks the server for a new secret, whose QR code (drawn
 * by the server) and key are shown; the app's first code turns it on, and the ten recovery codes
 * are shown once. `onDone` runs when the clerk says they have kept them.
 */
export function SetupFlow({ onDone }: { onDone: () => void }) {
  const [begin, begun] = useMutation(AdminBeginTwoStepSetupDocument);
  const [confirm, confirming] = useMutation(AdminConfirmTwoStepSetupDocument);
  const [code, setCode] = useState("");
  const { problem, setProblem, sendWith } = useCheckedSend();
  const [codes, setCodes] = useState<string[] | null>(null);
  const m = adminTwoStepMessages.page;
  const setup = begun.data?.beginTwoStepSetup;

  async function start() {
    setProblem("");
    try {
      await begin();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  const submit = sendWith(!code.trim() && m.codeRequired, async () => {
    const answer = await confirm({ variables: { code: code.trim() } });
    setCodes(answer.data?.confirmTwoStepSetup ?? []);
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!setup) {
    return (
      <div className="admin-form">
        <button type="button" onClick={start} disabled={begun.loading}>
          {begun.loading ? m.starting : m.start}
        </button>
        <p role="alert" className="admin-error">
          {problem}
        </p>
      </div>
    );
  }
  return (
    <form className="admin-form two-step-setup" onSubmit={submit} noValidate>
      <p>{m.step1}</p>
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`} alt={m.qrAlt} width={220} height={220} />
      <p>
        {m.typeInstead} <code data-testid="two-step-secret">{setup.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
      <p>{m.step2}</p>
      <CodeInput id="two-step-setup-code" label={m.code} code={code} onChange={setCode} problem={problem} digitsOnly />
      <button type="submit" disabled={confirming.loading}>
        {confirming.loading ? m.confirming : m.confirm}
      </button>
    </form>
  );
}
