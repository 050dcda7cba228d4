import type { UseFormRegisterReturn } from "react-hook-form";
import { describedByOf, FieldNotes } from "./field-notes.js";

/** A labelled text input of the panel's own forms, its hint and its error in plain words beside it. */
export function TextField(props: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  required?: boolean;
}) {
  const { id, error, hint } = props;
  const describedBy = describedByOf(id, hint);
  return (
    <div className={`admin-field${error ? " invalid" : ""}`}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props.registration}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
