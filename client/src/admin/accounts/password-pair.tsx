import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../forms/text-field.js";
import { PASSWORD_HINT, type PasswordPairField } from "./password-pair-schema.js";

/** A new password and the same again: the rule under the first, each box's own error beside it. */
export function PasswordPair(props: {
  /** The forms' `register` (every password form has the pair's two fields). */
  register: (name: PasswordPairField) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordPairField, FieldError>>;
  ids: Record<PasswordPairField, string>;
  label: string;
  againLabel: string;
}) {
  const { register, errors, ids } = props;
  return (
    <>
      <TextField
        id={ids.newPassword}
        label={props.label}
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        registration={register("newPassword")}
        error={errors.newPassword?.message}
      />
      <TextField
        id={ids.repeatPassword}
        label={props.againLabel}
        type="password"
        autoComplete="new-password"
        required
        registration={register("repeatPassword")}
        error={errors.repeatPassword?.message}
      />
    </>
  );
}
