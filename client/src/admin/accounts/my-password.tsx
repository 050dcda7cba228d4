import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { AdminChangeMyPasswordDocument } from "../../graphql/generated/graphql.js";
import type { Admin } from "../shell/admin.js";
import { errorText, fieldErrors } from "../shell/errors.js";
import { myPasswordSchema, PASSWORD_HINT, type MyPasswordValues } from "./password-schemas.js";
import { TextField } from "../forms/text-field.js";
import { FormOutcome } from "../forms/form-outcome.js";

const EMPTY: MyPasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };

/** Change my password (/admin-login/my-password): the current one first, then the new one twice. */
export function MyPassword({ admin }: { admin: Admin }) {
  const schema = useMemo(() => myPasswordSchema(admin.email), [admin.email]);
  const form = useForm<MyPasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldFocusError: true });
  const [change] = useMutation(AdminChangeMyPasswordDocument);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState("");
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessage("");
      setProblem("");
      try {
        await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
        form.reset(EMPTY);
        setMessage("Saved: your password was changed. Use the new one next time you sign in. Any other browser signed in as you was signed out.");
      } catch (error) {
        const named = fieldErrors(error).filter((pair): pair is [keyof MyPasswordValues, string] => pair[0] in EMPTY);
        for (const [field, text] of named) form.setError(field, { type: "server", message: text }, { shouldFocus: true });
        setProblem(named.length > 0 ? "Your password was not changed: please correct the marked field." : `Your password was not changed. ${errorText(error)}`);
      }
    },
    () => {
      setMessage("");
      setProblem("Nothing was sent: please correct the marked fields.");
    },
  );

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
        <TextField
          id="my-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          registration={form.register("newPassword")}
          error={errors.newPassword?.message}
        />
        <TextField
          id="my-repeat-password"
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          registration={form.register("repeatPassword")}
          error={errors.repeatPassword?.message}
        />
        <FormOutcome message={message} problem={problem} sending={isSubmitting} submitLabel="Change my password" />
      </form>
    </section>
  );
}
