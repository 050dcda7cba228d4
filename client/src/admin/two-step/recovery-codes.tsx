import { adminTwoStepMessages } from "../../messages/admin-two-step.js";

/** The ten recovery codes, shown once after setting up (or renewing them), to write down or print. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const m = adminTwoStepMessages.page;
  return (
    <section aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">{m.codesHeading}</h2>
      <p role="status">{m.codesIntro}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" onClick={onDone}>
        {m.codesDone}
      </button>
    </section>
  );
}
