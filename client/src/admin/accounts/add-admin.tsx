import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { AdminAccountsDocument, AdminCreateAdministratorDocument } from "../../graphql/generated/graphql.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { TextField } from "../forms/text-field.js";
import { usePasswordForm } from "./password-form.js";
import { PasswordPair } from "./password-pair.js";
import { addAdminSchema, type AddAdminValues } from "./password-pair-schema.js";

const EMPTY: AddAdminValues = { email: "", displayName: "", newPassword: "", repeatPassword: "" };
/** The server names the first password "password"; the form calls it newPassword. */
const SERVER_FIELDS: Record<string, keyof AddAdminValues> = { email: "email", displayName: "displayName", password: "newPassword" };

/** Add Admin (/admin-login/add-admin): a new administrator's e-mail, name and first password. */
export function AddAdmin() {
  const [create] = useMutation(AdminCreateAdministratorDocument, { refetchQueries: [AdminAccountsDocument] });
  const { form, status, onSubmit } = usePasswordForm({
    schema: addAdminSchema,
    empty: EMPTY,
    send: async (values) => {
      const { data } = await create({
        variables: { input: { email: values.email.trim(), password: values.newPassword, displayName: values.displayName.trim() || null } },
      });
      const who = data?.createAdministrator.email ?? "the new administrator";
      return `Saved: ${who} can now sign in with the password you chose. Please tell them to change it after signing in.`;
    },
    fieldOf: (field) => SERVER_FIELDS[field],
    nothingDone: "Nobody was added",
  });
  const { errors, isSubmitting } = form.formState;

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
        <PasswordPair
          register={form.register}
          errors={errors}
          ids={{ newPassword: "admin-new-password", repeatPassword: "admin-repeat-password" }}
          label="First password"
          againLabel="First password again"
        />
        <FormOutcome status={status} sending={isSubmitting} submitLabel="Add administrator" />
      </form>
    </section>
  );
}
