import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AdminResetPasswordDocument, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import { errorText, fieldErrors } from "../shell/errors.js";
import { PASSWORD_HINT, resetPasswordSchema, type ResetPasswordValues } from "./password-schemas.js";
import { TextField } from "../forms/text-field.js";

/** Another administrator's new password, typed twice; the server signs that account out everywhere. */
export function ResetPasswordForm(props: { account: AdminAccountFieldsFragment; onDone: (message: string) => void; onCancel: () => void }) {
  const { account } = props;
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
    shouldFocusError: true,
  });
  const [reset] = useMutation(AdminResetPasswordDocument);
  const [problem, setProblem] = useState("");
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setProblem("");
      try {
        await reset({ variables: { id: account.id, newPassword: values.newPassword } });
        props.onDone(`Saved: ${account.email} has a new password and was signed out everywhere. Tell them the new password.`);
      } catch (error) {
        const named = fieldErrors(error).filter(([field]) => field === "newPassword");
        for (const [, text] of named) form.setError("newPassword", { type: "server", message: text }, { shouldFocus: true });
        setProblem(named.length > 0 ? "The password was not changed: please correct the marked field." : `The password was not changed. ${errorText(error)}`);
      }
    },
    () => setProblem("Nothing was sent: please correct the marked fields."),
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={`Reset the password of ${account.email}`}>
      <TextField
        id={`reset-${account.id}-new`}
        label={`New password for ${account.email}`}
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        registration={form.register("newPassword")}
        error={errors.newPassword?.message}
      />
      <TextField
        id={`reset-${account.id}-repeat`}
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        registration={form.register("repeatPassword")}
        error={errors.repeatPassword?.message}
      />
      <p role="alert" className="admin-error">
        {problem}
      </p>
      <div>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save the new password"}
        </button>{" "}
        <button type="button" onClick={props.onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
