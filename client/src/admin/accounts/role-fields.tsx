import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import type { AccountRole, AccountRoleInput } from "../../graphql/generated/graphql.js";
import { adminRolesMessages } from "../../messages/admin-roles.js";
import { pluralLabel } from "../../messages/admin-registry.js";
import { useVocabulary } from "../views/use-vocabulary.js";

// An account's role and, for an editor or approver, the departments and kinds of content it
// works on (none ticked: every one): the fields Add Admin and Change role share. The server
// checks and records the choice (auth/role-change.ts).

const ROLES: AccountRole[] = ["ADMINISTRATOR", "EDITOR", "APPROVER", "VIEWER"];
export const limitedRole = (role: AccountRole) => role === "EDITOR" || role === "APPROVER";

/** The role chosen, with the ticks (kept while another role is chosen, sent only for an editor or approver). */
export interface RoleChoice {
  role: AccountRole;
  departments: string[];
  contentTypes: string[];
}

export const ADMINISTRATOR_CHOICE: RoleChoice = { role: "ADMINISTRATOR", departments: [], contentTypes: [] };

/** The choice as the server takes it: an administrator's and a viewer's reach is everything. */
export function roleInput(choice: RoleChoice): AccountRoleInput {
  const limited = limitedRole(choice.role);
  return { role: choice.role, departments: limited ? choice.departments : [], contentTypes: limited ? choice.contentTypes : [] };
}

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

/** The role radios, then for an editor or approver the departments and kinds of content; `name` keeps each form's inputs apart. */
export function RoleFields(props: { name: string; value: RoleChoice; onChange: (next: RoleChoice) => void }) {
  const { value, onChange, name } = props;
  const m = adminRolesMessages;
  const vocabulary = useVocabulary();
  return (
    <>
      <fieldset className="admin-field">
        <legend>{m.role}</legend>
        {ROLES.map((choice) => (
          <label key={choice}>
            <input type="radio" name={`role-${name}`} value={choice} checked={value.role === choice} onChange={() => onChange({ ...value, role: choice })} />{" "}
            {m.roles[choice]}: <span className="admin-hint">{m.roleHints[choice]}</span>
          </label>
        ))}
      </fieldset>
      {limitedRole(value.role) ? (
        <>
          <Ticks
            legend={m.departments}
            hint={m.departmentsHint}
            idPrefix={`departments-${name}`}
            choices={(vocabulary?.departments.items ?? []).map((department) => ({ value: department.slug, label: department.name }))}
            chosen={value.departments}
            onChange={(departments) => onChange({ ...value, departments })}
          />
          <Ticks
            legend={m.types}
            hint={m.typesHint}
            idPrefix={`types-${name}`}
            choices={CONTENT_TYPE_LIST.map((spec) => ({ value: spec.key, label: pluralLabel(spec) }))}
            chosen={value.contentTypes}
            onChange={(contentTypes) => onChange({ ...value, contentTypes })}
          />
        </>
      ) : null}
    </>
  );
}
