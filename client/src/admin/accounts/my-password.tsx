import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { AdminChangeMyPasswordDocument } from "../../graphql/generated/graphql.js";
import { useFormStatus } from "../../ui/form-status.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { NOT_SENT, refusal } from "../forms/refusal.js";
import { TextField } from "../forms/text-field.js";
import type { Admin } from "../shell/admin.js";
import { PasswordPair } from "./password-pair.js";
import { myPasswordSchema, type MyPasswordValues } from "./password-pair-schema.js";

const EMPTY: MyPasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };
const isField = (name: string): name is keyof MyPasswordValues => name in EMPTY;

/** Change my password (/admin-login/my-password): the current one first, then the new one twice. */
export function MyPassword({ admin }: { admin: Admin }) {
  const schema = useMemo(() => myPasswordSchema(admin.email), [admin.email]);
  const form = useForm<MyPasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldFocusError: true });
  const [change] = useMutation(AdminChangeMyPasswordDocument);
  const outcome = useFormStatus();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.begin();
    try {
      await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      form.reset(EMPTY);
      outcome.settle({
        kind: "success",
        text: "Saved: your password was changed. Use the new one next time you sign in. Any other browser signed in as you was signed out.",
      });
    } catch (error) {
      outcome.settle(refusal(error, form.setError, (field) => (isField(field) ? field : undefined), "Your password was not changed"));
    }
  }, () => outcome.settle(NOT_SENT));

  return (
    <section>
      <h1>Change my password</h1>
      <p>Signed in as {admin.email}.</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <TextField
          id="my-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          registration={form.register("currentPassword")}
          error={errors.currentPassword?.message}
        />
        <PasswordPair
          register={form.register}
          errors={errors}
          ids={{ newPassword: "my-new-password", repeatPassword: "my-repeat-password" }}
          label="New password"
          againLabel="New password again"
        />
        <FormOutcome status={outcome.status} sending={isSubmitting} submitLabel="Change my password" />
      </form>
    </section>
  );
}
