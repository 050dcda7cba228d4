import type { UseFormRegisterReturn } from "react-hook-form";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { describedByOf, FieldNotes } from "./field-notes.js";

// Which content another program is given (an API token) or told of (a webhook): every type, or
// only the types ticked in a list. The choice registers the form's two fields (the radios and the
// ticked keys) and shows the list while "only the chosen kinds" is picked; the error line is named
// by the fieldset's aria-describedby.

/** The value of the two radios. */
export type TypesChoice = "all" | "chosen";

type Chosen = { everyType: TypesChoice; types: string[] };

/** What the choice reads of a form (useForm's answer) whose values hold the two fields. */
interface ChoiceForm {
  register: (name: keyof Chosen) => UseFormRegisterReturn;
  watch: (name: "everyType") => TypesChoice;
  formState: { errors: { types?: { message?: string | undefined } | undefined } };
}

/** What the server is sent: null for every type (those added later too), otherwise the ticked keys. */
export const typesToSend = (values: Chosen) => (values.everyType === "chosen" ? values.types : null);

/**
 * Why the choice cannot be sent, or null: "only the chosen kinds" with none ticked would reach the
 * server as an empty list, which it reads as every type, the opposite of what the clerk meant.
 */
export const typesChoiceProblem = (values: Chosen): string | null =>
  values.everyType === "chosen" && values.types.length === 0 ? adminFormsMessages.noTypeChosen : null;

export function ContentTypesChoice(props: {
  id: string;
  legend: string;
  everyTypeLabel: string;
  /** The types the list offers, named in the panel's language. */
  types: { key: string; label: string }[];
  form: ChoiceForm;
}) {
  const { id, form } = props;
  const error = form.formState.errors.types?.message;
  const choice = form.register("everyType");
  const chosenTypes = form.register("types");
  return (
    <fieldset className={`admin-field${error ? " invalid" : ""}`} aria-describedby={describedByOf(id, undefined)}>
      <legend>{props.legend}</legend>
      <label>
        <input type="radio" value={"all" satisfies TypesChoice} {...choice} /> {props.everyTypeLabel}
      </label>
      <label>
        <input type="radio" value={"chosen" satisfies TypesChoice} {...choice} /> {adminFormsMessages.onlyChosenTypes}
      </label>
      {form.watch("everyType") === "chosen" ? (
        <div className="admin-checkbox-list">
          {props.types.map((type) => (
            <label key={type.key}>
              <input type="checkbox" value={type.key} {...chosenTypes} /> {type.label}
            </label>
          ))}
        </div>
      ) : null}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
