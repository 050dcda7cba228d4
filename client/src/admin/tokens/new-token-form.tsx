import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { pluralLabel } from "../../messages/admin-registry.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";
import { AdminApiTokensDocument, AdminCreateApiTokenDocument, type ApiTokenScope } from "../../graphql/generated/graphql.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { ShownSecret } from "../forms/shown-secret.js";
import { TextField } from "../forms/text-field.js";
import { ContentTypesChoice, typesChoiceProblem, typesToSend, type TypesChoice } from "../forms/content-types-choice.js";
import { FieldNotes, describedByOf } from "../forms/field-notes.js";
import { errorText } from "../shell/errors.js";
import { useFormStatus } from "../../ui/form-status.js";

interface Values {
  name: string;
  scope: ApiTokenScope;
  everyType: TypesChoice;
  types: string[];
  expiresOn: string;
  rateLimit: string;
}

const EMPTY: Values = { name: "", scope: "read", everyType: "all", types: [], expiresOn: "", rateLimit: "600" };

/** The end of the chosen day in India, as the server's DateTime. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59+05:30`).toISOString();

/** A new token: its name, scope, content types and expiry; the token is then shown once, with a copy button. */
export function NewTokenForm() {
  const [create] = useMutation(AdminCreateApiTokenDocument, { refetchQueries: [AdminApiTokensDocument] });
  const form = useForm<Values>({ defaultValues: EMPTY });
  const status = useFormStatus();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const { errors, isSubmitting } = form.formState;
  const m = adminToolsMessages.tokens;
  const RATE_HINT = m.rateHint;
  const EXPIRY_HINT = m.expiryHint;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.name.trim()) {
      form.setError("name", { message: m.nameMissing });
      return;
    }
    const typesProblem = typesChoiceProblem(values);
    if (typesProblem) {
      form.setError("types", { message: typesProblem });
      return;
    }
    const rateLimit = Number(values.rateLimit);
    if (!Number.isInteger(rateLimit) || rateLimit < 1 || rateLimit > 100_000) {
      form.setError("rateLimit", { message: m.rateInvalid });
      return;
    }
    status.begin();
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scope: values.scope,
            types: typesToSend(values),
            expiresAt: values.expiresOn ? endOfDay(values.expiresOn) : null,
            rateLimit,
          },
        },
      });
      const result = data!.createApiToken;
      setMade({ name: result.apiToken.name, token: result.token });
      status.settle({ kind: "success", text: m.madeToken(result.apiToken.name) });
      form.reset(EMPTY);
    } catch (e) {
      status.settle({ kind: "error", text: `${m.notMade} ${errorText(e)}` });
    }
  });

  return (
    <>
      {made ? (
        <div className="admin-new-token" role="region" aria-label={m.newToken}>
          <p>
            <strong>{m.copyNow}</strong>
            {m.copyNowMore(made.name)}
          </p>
          <ShownSecret
            key={made.token}
            id="new-token-value"
            label={m.tokenFor(made.name)}
            value={made.token}
            copyLabel={m.copyToken}
            copied={m.copied}
            notCopied={m.notCopied}
          />
          <button type="button" onClick={() => setMade(null)}>
            {m.haveCopied}
          </button>
        </div>
      ) : null}
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="new-token-heading">
        <h2 id="new-token-heading">{m.makeHeading}</h2>
        <TextField
          id="token-name"
          label={m.nameLabel}
          hint={m.nameHint}
          required
          registration={form.register("name", { onChange: status.clear })}
          error={errors.name?.message}
        />
        <fieldset className="admin-field">
          <legend>{m.mayDo}</legend>
          <label>
            <input type="radio" value={"read"} {...form.register("scope")} /> {m.scopeRead}
          </label>
          <label>
            <input type="radio" value={"write"} {...form.register("scope")} /> {m.scopeWrite}
          </label>
        </fieldset>
        <ContentTypesChoice
          id="token-types"
          legend={m.whichContent}
          everyTypeLabel={m.everyType}
          types={CONTENT_TYPE_LIST.map((spec) => ({ key: spec.key, label: pluralLabel(spec) }))}
          form={form}
        />
        <div className="admin-field">
          <label htmlFor="token-expires">{m.expiresLabel}</label>
          <input id="token-expires" type="date" aria-describedby={describedByOf("token-expires", EXPIRY_HINT)} {...form.register("expiresOn")} />
          <FieldNotes id="token-expires" hint={EXPIRY_HINT} />
        </div>
        <div className={`admin-field${errors.rateLimit ? " invalid" : ""}`}>
          <label htmlFor="token-rate-limit">{m.rateLabel}</label>
          <input
            id="token-rate-limit"
            type="number"
            min={1}
            max={100000}
            inputMode="numeric"
            aria-invalid={errors.rateLimit ? true : undefined}
            aria-describedby={describedByOf("token-rate-limit", RATE_HINT)}
            {...form.register("rateLimit")}
          />
          <FieldNotes id="token-rate-limit" hint={RATE_HINT} error={errors.rateLimit?.message} />
        </div>
        <FormOutcome status={status.status} sending={isSubmitting} submitLabel={m.makeButton} sendingLabel={m.making} />
      </form>
    </>
  );
}
