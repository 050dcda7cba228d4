import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminSetAccountRoleDocument, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import { adminRolesMessages } from "../../messages/admin-roles.js";
import { pluralLabel } from "../../messages/admin-registry.js";
import { errorText } from "../shell/errors.js";
import { SaveOrCancel } from "../forms/save-or-cancel.js";
import { limitedRole, RoleFields, roleInput, type RoleChoice } from "./role-fields.js";

// Another account's role (Manage Admins, Change role): the role fields (role-fields.tsx), saved
// by the server, which checks and records it (auth/role-change.ts); its refusal is shown as it
// words it.

export function RoleForm(props: { account: AdminAccountFieldsFragment; onDone: (message: string) => void; onCancel: () => void }) {
  const { account } = props;
  const m = adminRolesMessages;
  const [choice, setChoice] = useState<RoleChoice>({ role: account.role, departments: account.departments, contentTypes: account.contentTypes });
  const [problem, setProblem] = useState("");
  const [save, { loading }] = useMutation(AdminSetAccountRoleDocument);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem("");
    try {
      await save({ variables: { id: account.id, input: roleInput(choice) } });
      props.onDone(m.saved(account.email, m.roles[choice.role]));
    } catch (error) {
      setProblem(`${m.notSaved}. ${errorText(error)}`);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void onSubmit(event)} aria-label={m.formLabel(account.email)}>
      <RoleFields name={account.id} value={choice} onChange={setChoice} />
      <p role="alert" className="admin-error">
        {problem}
      </p>
      <SaveOrCancel saving={loading} saveLabel={m.save} onCancel={props.onCancel} />
    </form>
  );
}

/** What the accounts table says of an account's role: "Editor (Computer Technology; every kind of content)". */
export function roleSummary(account: AdminAccountFieldsFragment, departmentName: (slug: string) => string): string {
  const m = adminRolesMessages;
  const name = m.roles[account.role];
  if (!limitedRole(account.role)) return name;
  const departments = account.departments.length ? account.departments.map(departmentName).join(", ") : m.everyDepartment;
  const typeNames = CONTENT_TYPE_LIST.filter((spec) => account.contentTypes.includes(spec.key)).map(pluralLabel);
  return `${name} (${departments}; ${typeNames.length ? typeNames.join(", ") : m.everyType})`;
}
