import { useMutation } from "@apollo/client/react";
import { useMemo } from "react";
import { AdminChangeMyPasswordDocument } from "../../graphql/generated/graphql.js";
import { TextField } from "../forms/text-field.js";
import type { Admin } from "../shell/admin.js";
import { usePasswordForm } from "./password-form.js";
import { PasswordPage } from "./password-page.js";
import { myPasswordSchema, type MyPasswordValues } from "./password-pair-schema.js";
import { adminShellMessages } from "../../messages/admin-shell.js";

const EMPTY: MyPasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };
const isField = (name: string): name is keyof MyPasswordValues => name in EMPTY;

/** Change my password (/admin-login/my-password): the current one first, then the new one twice. */
export function MyPassword({ admin }: { admin: Admin }) {
  const schema = useMemo(() => myPasswordSchema(admin.email), [admin.email]);
  const [change] = useMutation(AdminChangeMyPasswordDocument);
  const m = adminShellMessages.myPassword;
  const password = usePasswordForm({
    schema,
    empty: EMPTY,
    send: async (values) => {
      await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      return m.changed;
    },
    fieldOf: (field) => (isField(field) ? field : undefined),
    nothingDone: m.notChanged,
  });
  const { form } = password;

  return (
    <PasswordPage
      heading={m.heading}
      intro={m.signedInAs(admin.email)}
      password={password}
      pair={{ ids: { newPassword: "my-new-password", repeatPassword: "my-repeat-password" }, label: m.newPassword, againLabel: m.again }}
      submitLabel={m.submit}
    >
      <TextField
        id="my-current-password"
        label={m.current}
        type="password"
        autoComplete="current-password"
        required
        registration={form.register("currentPassword")}
        error={form.formState.errors.currentPassword?.message}
      />
    </PasswordPage>
  );
}
