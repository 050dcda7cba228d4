import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { AdminAccountsDocument, AdminCreateAdministratorDocument } from "../../graphql/generated/graphql.js";
import { errorText, fieldErrors } from "../shell/errors.js";
import { addAdminSchema, PASSWORD_HINT, type AddAdminValues } from "./password-schemas.js";
import { TextField } from "../forms/text-field.js";
import { FormOutcome } from "../forms/form-outcome.js";

const EMPTY: AddAdminValues = { email: "", displayName: "", newPassword: "", repeatPassword: "" };
/** The server names the first password "password"; the form calls it newPassword. */
const SERVER_FIELDS: Record<string, keyof AddAdminValues> = { email: "email", displayName: "displayName", password: "newPassword" };

/** Add Admin (/admin-login/add-admin): a new administrator's e-mail, name and first password. */
export function AddAdmin() {
  const form = useForm<AddAdminValues>({ resolver: zodResolver(addAdminSchema), defaultValues: EMPTY, shouldFocusError: true });
  const [create] = useMutation(AdminCreateAdministratorDocument, { refetchQueries: [AdminAccountsDocument] });
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState("");
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessage("");
      setProblem("");
      try {
        const { data } = await create({
          variables: { input: { email: values.email.trim(), password: values.newPassword, displayName: values.displayName.trim() || null } },
        });
        form.reset(EMPTY);
        setMessage(
          `Saved: ${data?.createAdministrator.email ?? "the new administrator"} can now sign in with the password you chose. Please tell them to change it after signing in.`,
        );
      } catch (error) {
        const named = fieldErrors(error).flatMap(([field, text]) => (SERVER_FIELDS[field] ? [[SERVER_FIELDS[field], text] as const] : []));
        for (const [field, text] of named) form.setError(field, { type: "server", message: text }, { shouldFocus: true });
        setProblem(named.length > 0 ? "Nobody was added: please correct the marked field." : `Nobody was added. ${errorText(error)}`);
      }
    },
    () => {
      setMessage("");
      setProblem("Nothing was sent: please correct the marked fields.");
    },
  );

  return (
    <section>
      <h1>Add Admin</h1>
      <p>
        A new administrator can do everything you can. <Link to="/admin-login/manage-admins">See all administrators</Link>
      </p>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <TextField id="admin-email" label="E-mail" type="email" autoComplete="off" required registration={form.register("email")} error={errors.email?.message} />
        <TextField
          id="admin-display-name"
          label="Name shown in the panel"
          hint="Optional. Without it, the part of the e-mail before @ is shown."
          registration={form.register("displayName")}
          error={errors.displayName?.message}
        />
        <TextField
          id="admin-new-password"
          label="First password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          registration={form.register("newPassword")}
          error={errors.newPassword?.message}
        />
        <TextField
          id="admin-repeat-password"
          label="First password again"
          type="password"
          autoComplete="new-password"
          required
          registration={form.register("repeatPassword")}
          error={errors.repeatPassword?.message}
        />
        <FormOutcome message={message} problem={problem} sending={isSubmitting} submitLabel="Add administrator" />
      </form>
    </section>
  );
}
