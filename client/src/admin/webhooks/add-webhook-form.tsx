import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AdminCreateWebhookDocument, AdminWebhooksDocument, type WebhookEvent } from "../../graphql/generated/graphql.js";
import { errorText, fieldErrors } from "../shell/errors.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { ShownSecret } from "../forms/shown-secret.js";
import { TextField } from "../forms/text-field.js";
import { ContentTypesChoice, typesChoiceProblem, typesToSend, type TypesChoice } from "../forms/content-types-choice.js";
import { useFormStatus } from "../../ui/form-status.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";
import { eventLabel, WEBHOOK_EVENTS, webhookTypes } from "./webhook-choices.js";

interface Values {
  url: string;
  everyType: TypesChoice;
  types: string[];
  events: WebhookEvent[];
}

const EMPTY: Values = { url: "", everyType: "all", types: [], events: [...WEBHOOK_EVENTS] };

/** Add a webhook: its address, the content it is told of and which changes; then its secret, shown once. */
export function AddWebhookForm() {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const [create] = useMutation(AdminCreateWebhookDocument, { refetchQueries: [AdminWebhooksDocument] });
  const outcome = useFormStatus();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const { errors, isSubmitting } = form.formState;
  const m = adminToolsMessages.webhooks;

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.begin();
    setSecret(null);
    if (values.events.length === 0) {
      form.setError("events", { message: m.eventsMissing });
      outcome.settle({ kind: "error", text: `${m.notAdded} ${m.eventsMissing}` });
      return;
    }
    const typesProblem = typesChoiceProblem(values);
    if (typesProblem) {
      form.setError("types", { message: typesProblem });
      outcome.settle({ kind: "error", text: `${m.notAdded} ${typesProblem}` });
      return;
    }
    try {
      const { data } = await create({
        variables: { input: { url: values.url.trim(), types: typesToSend(values), events: values.events } },
      });
      if (!data) throw new Error("no answer");
      setSecret({ url: data.createWebhook.webhook.url, secret: data.createWebhook.secret });
      form.reset(EMPTY);
      outcome.settle({ kind: "success", text: m.addedOne(data.createWebhook.webhook.url) });
    } catch (error) {
      for (const [field, message] of fieldErrors(error)) if (field === "url" || field === "types" || field === "events") form.setError(field, { message });
      outcome.settle({ kind: "error", text: `${m.notAdded} ${errorText(error)}` });
    }
  });

  return (
    <>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="add-webhook-heading">
        <h2 id="add-webhook-heading">{m.addHeading}</h2>
        <TextField
          id="webhook-url"
          label={m.urlLabel}
          hint={m.urlHint}
          required
          registration={form.register("url", { required: m.urlMissing })}
          error={errors.url?.message}
        />
        <ContentTypesChoice id="webhook-types" legend={m.contentLegend} everyTypeLabel={m.everyType} types={webhookTypes()} form={form} />
        <fieldset className="admin-field">
          <legend>{m.changesLegend}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event}>
              <input type="checkbox" value={event} {...form.register("events")} /> {eventLabel(event)}
            </label>
          ))}
          <p className="admin-field-error">{errors.events?.message ?? ""}</p>
        </fieldset>
        <FormOutcome status={outcome.status} sending={isSubmitting} submitLabel={m.addButton} />
      </form>
      {secret ? <WebhookSecret {...secret} /> : null}
    </>
  );
}

/** The new webhook's secret, shown this once, with a copy button. */
function WebhookSecret({ url, secret }: { url: string; secret: string }) {
  const m = adminToolsMessages.webhooks;
  return (
    <div className="admin-secret" role="region" aria-labelledby="webhook-secret-label">
      <ShownSecret
        id="webhook-secret"
        labelId="webhook-secret-label"
        label={m.secretOf(url)}
        value={secret}
        copyLabel={m.copySecret}
        copied={m.copied}
        notCopied={m.notCopied}
      />
    </div>
  );
}
