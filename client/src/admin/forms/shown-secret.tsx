import { useState } from "react";

/**
 * A secret shown this once (a new API token, a webhook's signing secret): read-only and selected
 * on focus, with a copy button and, beside it, what copying did (`copied` or `notCopied`).
 */
export function ShownSecret(props: { id: string; label: string; labelId?: string; value: string; copyLabel: string; copied: string; notCopied: string }) {
  const [outcome, setOutcome] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.value);
      setOutcome(props.copied);
    } catch {
      setOutcome(props.notCopied);
    }
  }

  return (
    <>
      <label id={props.labelId} htmlFor={props.id}>
        {props.label}
      </label>
      <input id={props.id} readOnly value={props.value} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" onClick={() => void copy()}>
        {props.copyLabel}
      </button>
      <span role="status">{outcome}</span>
    </>
  );
}
