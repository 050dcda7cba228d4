import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useFormStatus } from "../../ui/form-status.js";
import { NOT_SENT, refusal } from "../forms/refusal.js";

/**
 * The machinery the panel's three password forms share (add an administrator, change my
 * password, reset another's): the form checked by its zod rules, its status, and a submit that
 * sends the values with `send`. When `send` gives the words of its success, the form is emptied
 * and says them; when it gives nothing, the form is going away (its parent says the outcome). A
 * refusal lands the server's field errors on the fields `fieldOf` names, after `nothingDone`.
 */
export function usePasswordForm<Values extends FieldValues>(options: {
  schema: z.ZodType<Values, Values>;
  empty: Values;
  send: (values: Values) => Promise<string | undefined>;
  fieldOf: (serverField: string) => Path<Values> | undefined;
  nothingDone: string;
}) {
  const { empty } = options;
  const form = useForm<Values>({ resolver: zodResolver(options.schema), defaultValues: empty as DefaultValues<Values>, shouldFocusError: true });
  const outcome = useFormStatus();

  const onSubmit = form.handleSubmit(
    async (values) => {
      outcome.begin();
      try {
        const success = await options.send(values);
        if (success === undefined) return;
        form.reset(empty);
        outcome.settle({ kind: "success", text: success });
      } catch (error) {
        outcome.settle(refusal(error, form.setError, options.fieldOf, options.nothingDone));
      }
    },
    () => outcome.settle(NOT_SENT),
  );

  return { form, status: outcome.status, onSubmit };
}
