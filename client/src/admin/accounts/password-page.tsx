import type { BaseSyntheticEvent, ReactNode } from "react";
import type { FormStatus } from "../../ui/form-status.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { PasswordPair, type PairForm } from "./password-pair.js";
import { ViewFrame } from "../views/view-frame.js";

/**
 * A panel page whose one form sets a password (add an administrator, change my password): the
 * heading and intro, the form's own fields (`children`), the new password twice, and the outcome
 * with the submit button. `password` is what usePasswordForm gave.
 */
export function PasswordPage(props: {
  heading: string;
  intro: ReactNode;
  password: { form: PairForm & { formState: { isSubmitting: boolean } }; status: FormStatus; onSubmit: (event?: BaseSyntheticEvent) => Promise<void> };
  pair: Omit<Parameters<typeof PasswordPair>[0], "form">;
  submitLabel: string;
  children: ReactNode;
}) {
  const { form, status, onSubmit } = props.password;
  return (
    <ViewFrame heading={props.heading} intro={props.intro}>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {props.children}
        <PasswordPair form={form} {...props.pair} />
        <FormOutcome status={status} sending={form.formState.isSubmitting} submitLabel={props.submitLabel} />
      </form>
    </ViewFrame>
  );
}
