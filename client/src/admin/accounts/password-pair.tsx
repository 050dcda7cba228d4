import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../forms/text-field.js";
import { passwordHint, type PasswordPairField } from "./password-pair-schema.js";

/** What the pair needs of a password form (react-hook-form's, whose values hold the pair's two fields). */
export interface PairForm {
  register: (name: PasswordPairField) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<PasswordPairField, FieldError>> };
}

/** A new password and the same again: the rule under the first, each box's own error beside it. */
export function PasswordPair(props: { form: PairForm; ids: Record<PasswordPairField, string>; label: string; againLabel: string }) {
  const { ids } = props;
  const { register, formState } = props.form;
  const { errors } = formState;
  return (
    <>
      <TextField
        id={ids.newPassword}
        label={props.label}
        type="password"
        autoComplete="new-password"
        required
        hint={passwordHint()}
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
