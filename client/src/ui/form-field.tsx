import type { ReactNode } from "react";

/** What a field's input needs to be tied to its label, hint and error. */
export interface FieldInputProps {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  /** Prefix of the ids, so two forms on one page do not clash. */
  idPrefix: string;
  children: (input: FieldInputProps) => ReactNode;
}

// One labelled field of a public form: the label (a * for required, which the input's own
// `required` tells screen readers), an optional hint and the field's error, both tied to the
// input with aria-describedby.
export function FormField({ name, label, required = false, hint, error, idPrefix, children }: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, name, required, "aria-invalid": Boolean(error), "aria-describedby": described })}
      {error && (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A field of fixed choices: an empty first option (the placeholder, which HTML asks of a required select), then one per choice. */
export function ChoiceField({
  input,
  placeholder,
  choices,
  ...field
}: Omit<FormFieldProps, "children"> & { input: SelectInput; placeholder: string; choices: Record<string, string> }) {
  return (
    <FormField {...field}>
      {(p) => (
        <select {...p} {...input}>
          <option value="">{placeholder}</option>
          {Object.entries(choices).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface SelectInput {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}
