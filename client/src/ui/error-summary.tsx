import { forwardRef, type MouseEvent } from "react";

export interface SummaryProblem {
  /** The field's input id (ui/form-field.tsx: `${idPrefix}-${name}`). */
  id: string;
  label: string;
  message: string;
}

/** Moves focus to the field itself, not only the page to it, when its link is followed. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: "center" });
}

// The error summary at the top of a public form (UX4G's and GOV.UK's pattern): after a refused
// submit it takes focus and lists every problem as a link to its field; each message is also
// beside its field (ui/form-field.tsx). Nothing is drawn while there is no problem.
export const ErrorSummary = forwardRef<HTMLDivElement, { title: string; problems: readonly SummaryProblem[] }>(function ErrorSummary({ title, problems }, ref) {
  if (problems.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`} onClick={(event) => focusField(event, problem.id)}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
