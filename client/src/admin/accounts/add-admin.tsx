import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { AdminAccountsDocument, AdminCreateAdministratorDocument } from "../../graphql/generated/graphql.js";
import { TextField } from "../forms/text-field.js";
import { usePasswordForm } from "./password-form.js";
import { PasswordPage } from "./password-page.js";
import { addAdminSchema, type AddAdminValues } from "./password-pair-schema.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { ADMINISTRATOR_CHOICE, RoleFields, roleInput, type RoleChoice } from "./role-fields.js";

const EMPTY: AddAdminValues = { email: "", displayName: "", newPassword: "", repeatPassword: "" };
/** The server names the first password "password"; the form calls it newPassword. */
const SERVER_FIELDS: Record<string, keyof AddAdminValues> = { email: "email", displayName: "displayName", password: "newPassword" };

/** Add Admin (/admin-login/add-admin): a new account's e-mail, name, role (an administrator unless chosen otherwise) and first password. */
export function AddAdmin() {
  const m = adminShellMessages.accounts;
  const [role, setRole] = useState<RoleChoice>(ADMINISTRATOR_CHOICE);
  const [create] = useMutation(AdminCreateAdministratorDocument, { refetchQueries: [AdminAccountsDocument] });
  const password = usePasswordForm({
    schema: addAdminSchema,
    empty: EMPTY,
    send: async (values) => {
      const { data } = await create({
        variables: { input: { email: values.email.trim(), password: values.newPassword, displayName: values.displayName.trim() || null, role: roleInput(role) } },
      });
      setRole(ADMINISTRATOR_CHOICE);
      const who = data?.createAdministrator.email ?? m.theNewAdministrator;
      return m.added(who);
    },
    fieldOf: (field) => SERVER_FIELDS[field],
    nothingDone: m.nobodyAdded,
  });
  const { form } = password;
  const { errors } = form.formState;

  return (
    <PasswordPage
      heading={m.addHeading}
      intro={
        <>
          {m.addIntro} <Link to="/admin-login/manage-admins">{m.seeAll}</Link>
        </>
      }
      password={password}
      pair={{ ids: { newPassword: "admin-new-password", repeatPassword: "admin-repeat-password" }, label: m.firstPassword, againLabel: m.firstPasswordAgain }}
      submitLabel={m.addSubmit}
    >
      <TextField id="admin-email" label={m.email} type="email" autoComplete="off" required registration={form.register("email")} error={errors.email?.message} />
      <TextField id="admin-display-name" label={m.displayName} hint={m.displayNameHint} registration={form.register("displayName")} error={errors.displayName?.message} />
      <RoleFields name="new-account" value={role} onChange={setRole} />
    </PasswordPage>
  );
}
