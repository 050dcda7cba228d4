import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { AdminApiTokensDocument, AdminCreateApiTokenDocument, type ApiTokenScope } from "../../graphql/generated/graphql.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { TextField } from "../forms/text-field.js";
import { FieldNotes, describedByOf } from "../forms/field-notes.js";
import { errorText } from "../shell/errors.js";
import { useFormStatus } from "../../ui/form-status.js";

interface Values {
  name: string;
  scope: ApiTokenScope;
  everyType: "all" | "chosen";
  types: string[];
  expiresOn: string;
  rateLimit: string;
}

const EMPTY: Values = { name: "", scope: "read", everyType: "all", types: [], expiresOn: "", rateLimit: "600" };

const RATE_HINT = "More are refused until the next minute starts. 600 suits most tools.";
const EXPIRY_HINT = "Leave empty for a token that works until it is revoked.";

/** The end of the chosen day in India, as the server's DateTime. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59+05:30`).toISOString();

/** A new token: its name, scope, content types and expiry; the token is then shown once, with a copy button. */
export function NewTokenForm() {
  const [create] = useMutation(AdminCreateApiTokenDocument, { refetchQueries: [AdminApiTokensDocument] });
  const form = useForm<Values>({ defaultValues: EMPTY });
  const status = useFormStatus();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState("");
  const { errors, isSubmitting } = form.formState;
  const everyType = form.watch("everyType");

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.name.trim()) {
      form.setError("name", { message: "Please give the token a name that says which tool uses it." });
      return;
    }
    if (values.everyType === "chosen" && values.types.length === 0) {
      form.setError("types", { message: "Choose at least one kind of content, or allow all of them." });
      return;
    }
    const rateLimit = Number(values.rateLimit);
    if (!Number.isInteger(rateLimit) || rateLimit < 1 || rateLimit > 100_000) {
      form.setError("rateLimit", { message: "Type a whole number of requests a minute, from 1 to 100,000 (600 suits most tools)." });
      return;
    }
    status.begin();
    setCopied("");
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scope: values.scope,
            types: values.everyType === "chosen" ? values.types : null,
            expiresAt: values.expiresOn ? endOfDay(values.expiresOn) : null,
            rateLimit,
          },
        },
      });
      const result = data!.createApiToken;
      setMade({ name: result.apiToken.name, token: result.token });
      status.settle({ kind: "success", text: `Made the token "${result.apiToken.name}". Copy it now: it is shown only this once.` });
      form.reset(EMPTY);
    } catch (e) {
      status.settle({ kind: "error", text: `No token was made. ${errorText(e)}` });
    }
  });

  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      setCopied("Copied. Paste it into the tool's settings now.");
    } catch {
      setCopied("Could not copy by itself: select the token above and copy it.");
    }
  }

  return (
    <>
      {made ? (
        <div className="admin-new-token" role="region" aria-label="The new token">
          <p>
            <strong>Copy this token now: it will not be shown again.</strong> Anyone who has it can use the API as "{made.name}". Keep it
            in the tool's settings only; if it is lost or leaked, revoke it below and make a new one.
          </p>
          <label htmlFor="new-token-value">Token for {made.name}</label>
          <input id="new-token-value" readOnly value={made.token} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" onClick={() => copy(made.token)}>
            Copy token
          </button>
          <p role="status">{copied}</p>
          <button type="button" onClick={() => setMade(null)}>
            I have copied it
          </button>
        </div>
      ) : null}
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="new-token-heading">
        <h2 id="new-token-heading">Make a token</h2>
        <TextField
          id="token-name"
          label="Name"
          hint="Which tool uses it, such as: Notice board screen in the library."
          required
          registration={form.register("name", { onChange: status.clear })}
          error={errors.name?.message}
        />
        <fieldset className="admin-field">
          <legend>What it may do</legend>
          <label>
            <input type="radio" value={"read"} {...form.register("scope")} /> Read only
          </label>
          <label>
            <input type="radio" value={"write"} {...form.register("scope")} /> Read, add, change and delete
          </label>
        </fieldset>
        <fieldset className={`admin-field${errors.types ? " invalid" : ""}`} aria-describedby={describedByOf("token-types", undefined)}>
          <legend>Which content</legend>
          <label>
            <input type="radio" value="all" {...form.register("everyType")} /> All content (never administrator accounts, tokens or settings)
          </label>
          <label>
            <input type="radio" value="chosen" {...form.register("everyType")} /> Only the kinds chosen below
          </label>
          {everyType === "chosen" ? (
            <div className="admin-token-types">
              {CONTENT_TYPE_LIST.map((spec) => (
                <label key={spec.key}>
                  <input type="checkbox" value={spec.key} {...form.register("types")} /> {spec.pluralLabel}
                </label>
              ))}
            </div>
          ) : null}
          <FieldNotes id="token-types" error={errors.types?.message} />
        </fieldset>
        <div className="admin-field">
          <label htmlFor="token-expires">Stops working after (optional)</label>
          <input id="token-expires" type="date" aria-describedby={describedByOf("token-expires", EXPIRY_HINT)} {...form.register("expiresOn")} />
          <FieldNotes id="token-expires" hint={EXPIRY_HINT} />
        </div>
        <div className={`admin-field${errors.rateLimit ? " invalid" : ""}`}>
          <label htmlFor="token-rate-limit">Requests a minute</label>
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
        <FormOutcome status={status.status} sending={isSubmitting} submitLabel="Make token" sendingLabel="Making…" />
      </form>
    </>
  );
}
