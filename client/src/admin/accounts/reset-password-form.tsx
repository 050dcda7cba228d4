import { useMutation } from "@apollo/client/react";
import { AdminResetPasswordDocument, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import { outcomeText } from "../../ui/form-status.js";
import { SaveOrCancel } from "../forms/save-or-cancel.js";
import { usePasswordForm } from "./password-form.js";
import { PasswordPair } from "./password-pair.js";
import { resetPasswordSchema, type ResetPasswordValues } from "./password-pair-schema.js";
import { adminShellMessages } from "../../messages/admin-shell.js";

const EMPTY: ResetPasswordValues = { newPassword: "", repeatPassword: "" };

/** Another administrator's new password, typed twice; the server signs that account out everywhere. */
export function ResetPasswordForm(props: { account: AdminAccountFieldsFragment; onDone: (message: string) => void; onCancel: () => void }) {
  const { account } = props;
  const [reset] = useMutation(AdminResetPasswordDocument);
  const { form, status, onSubmit } = usePasswordForm({
    schema: resetPasswordSchema,
    empty: EMPTY,
    send: async (values) => {
      await reset({ variables: { id: account.id, newPassword: values.newPassword } });
      props.onDone(adminShellMessages.accounts.reset(account.email));
      return undefined;
    },
    fieldOf: (field) => (field === "newPassword" ? field : undefined),
    nothingDone: adminShellMessages.accounts.notReset,
  });
  const { isSubmitting } = form.formState;

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={adminShellMessages.accounts.resetFormLabel(account.email)}>
      <PasswordPair
        form={form}
        ids={{ newPassword: `reset-${account.id}-new`, repeatPassword: `reset-${account.id}-repeat` }}
        label={adminShellMessages.accounts.newPasswordFor(account.email)}
        againLabel={adminShellMessages.accounts.newPasswordAgain}
      />
      <p role="alert" className="admin-error">
        {outcomeText(status, "error")}
      </p>
      <SaveOrCancel saving={isSubmitting} saveLabel={adminShellMessages.accounts.saveNewPassword} onCancel={props.onCancel} />
    </form>
  );
}
