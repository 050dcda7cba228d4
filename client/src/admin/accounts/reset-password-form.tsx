import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { AdminResetPasswordDocument, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import { outcomeText, useFormStatus } from "../../ui/form-status.js";
import { NOT_SENT, refusal } from "../forms/refusal.js";
import { SaveOrCancel } from "../forms/save-or-cancel.js";
import { PasswordPair } from "./password-pair.js";
import { resetPasswordSchema, type ResetPasswordValues } from "./password-pair-schema.js";

/** Another administrator's new password, typed twice; the server signs that account out everywhere. */
export function ResetPasswordForm(props: { account: AdminAccountFieldsFragment; onDone: (message: string) => void; onCancel: () => void }) {
  const { account } = props;
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
    shouldFocusError: true,
  });
  const [reset] = useMutation(AdminResetPasswordDocument);
  const outcome = useFormStatus();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.begin();
    try {
      await reset({ variables: { id: account.id, newPassword: values.newPassword } });
      props.onDone(`Saved: ${account.email} has a new password and was signed out everywhere. Tell them the new password.`);
    } catch (error) {
      outcome.settle(refusal(error, form.setError, (field) => (field === "newPassword" ? field : undefined), "The password was not changed"));
    }
  }, () => outcome.settle(NOT_SENT));

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={`Reset the password of ${account.email}`}>
      <PasswordPair
        register={form.register}
        errors={errors}
        ids={{ newPassword: `reset-${account.id}-new`, repeatPassword: `reset-${account.id}-repeat` }}
        label={`New password for ${account.email}`}
        againLabel="New password again"
      />
      <p role="alert" className="admin-error">
        {outcomeText(outcome.status, "error")}
      </p>
      <SaveOrCancel saving={isSubmitting} saveLabel="Save the new password" onCancel={props.onCancel} />
    </form>
  );
}
