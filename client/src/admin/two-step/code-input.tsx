// The one field of the two-step screens where a code is typed (the sign-in's second step and
// the setup's first code): its label, the input as phones' keyboards and password managers
// expect it, and the problem said under it and tied to it for screen readers.

interface CodeInputProps {
  id: string;
  label: string;
  code: string;
  onChange: (code: string) => void;
  problem: string;
  /** Only digits are expected (the app's code); a recovery code has letters too. */
  digitsOnly?: boolean;
  /** Focused at once, where the code is the screen's only field. */
  focusFirst?: boolean;
}

export function CodeInput({ id, label, code, onChange, problem, digitsOnly = false, focusFirst = false }: CodeInputProps) {
  const problemId = `${id}-problem`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={digitsOnly ? "numeric" : undefined}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problemId}
        // biome-ignore lint/a11y/noAutofocus: only where the code is the screen's one field, shown right after the password
        autoFocus={focusFirst}
      />
      <p role="alert" className="admin-error" id={problemId}>
        {problem}
      </p>
    </>
  );
}
