import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminSetAccountRoleDocument, type AccountRole, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import { adminRolesMessages } from "../../messages/admin-roles.js";
import { pluralLabel } from "../../messages/admin-registry.js";
import { errorText } from "../shell/errors.js";
import { SaveOrCancel } from "../forms/save-or-cancel.js";
import { useVocabulary } from "../views/use-vocabulary.js";

// Another account's role (Manage Admins, Change role): the role, and for an editor or approver
// the departments and kinds of content it works on (none ticked: every one). The server checks
// and records it (auth/role-change.ts); its refusal is shown as it words it.

const ROLES: AccountRole[] = ["ADMINISTRATOR", "EDITOR", "APPROVER", "VIEWER"];
const limitedRole = (role: AccountRole) => role === "EDITOR" || role === "APPROVER";

/** Ticks one value on or off in a list. */
const toggled = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

function Ticks(props: {
  legend: string;
  hint: string;
  idPrefix: string;
  choices: { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="admin-field">
      <legend>{props.legend}</legend>
      <p className="admin-hint">{props.hint}</p>
      {props.choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="checkbox"
            name={props.idPrefix}
            value={choice.value}
            checked={props.chosen.includes(choice.value)}
            onChange={(event) => props.onChange(toggled(props.chosen, choice.value, event.target.checked))}
          />{" "}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

export function RoleForm(props: { account: AdminAccountFieldsFragment; onDone: (message: string) => void; onCancel: () => void }) {
  const { account } = props;
  const m = adminRolesMessages;
  const [role, setRole] = useState<AccountRole>(account.role);
  const [departments, setDepartments] = useState<string[]>(account.departments);
  const [types, setTypes] = useState<string[]>(account.contentTypes);
  const [problem, setProblem] = useState("");
  const [save, { loading }] = useMutation(AdminSetAccountRoleDocument);
  const vocabulary = useVocabulary();
  const limited = limitedRole(role);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem("");
    try {
      await save({ variables: { id: account.id, input: { role, departments: limited ? departments : [], contentTypes: limited ? types : [] } } });
      props.onDone(m.saved(account.email, m.roles[role]));
    } catch (error) {
      setProblem(`${m.notSaved}. ${errorText(error)}`);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void onSubmit(event)} aria-label={m.formLabel(account.email)}>
      <fieldset className="admin-field">
        <legend>{m.role}</legend>
        {ROLES.map((choice) => (
          <label key={choice}>
            <input type="radio" name={`role-${account.id}`} value={choice} checked={role === choice} onChange={() => setRole(choice)} /> {m.roles[choice]}:{" "}
            <span className="admin-hint">{m.roleHints[choice]}</span>
          </label>
        ))}
      </fieldset>
      {limited ? (
        <>
          <Ticks
            legend={m.departments}
            hint={m.departmentsHint}
            idPrefix={`departments-${account.id}`}
            choices={(vocabulary?.departments.items ?? []).map((department) => ({ value: department.slug, label: department.name }))}
            chosen={departments}
            onChange={setDepartments}
          />
          <Ticks
            legend={m.types}
            hint={m.typesHint}
            idPrefix={`types-${account.id}`}
            choices={CONTENT_TYPE_LIST.map((spec) => ({ value: spec.key, label: pluralLabel(spec) }))}
            chosen={types}
            onChange={setTypes}
          />
        </>
      ) : null}
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
