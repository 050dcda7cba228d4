import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import { isFileKind, type FieldSpec } from "../../../../server/src/content/define.js";
import { SITE_SETTINGS_FIELDS } from "../../../../server/src/content/site-settings.js";
import { fieldSchema } from "../../../../server/src/content/validate.js";
import { panelFieldWords } from "../../messages/admin-field-words.js";
import { errorText } from "../shell/errors.js";
import { FieldInput, type FormValues } from "./field-widgets.js";
import { FieldsSideBySide } from "../forms/side-by-side.js";
import {
  AdminSiteSettingsDocument,
  AdminUpdateSiteSettingsDocument,
  type AdminSiteSettingsFieldsFragment,
  type UpdateSiteSettingsInput,
} from "../../graphql/generated/graphql.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { NOT_SENT, NOTHING_CHANGED, refusal } from "../forms/refusal.js";
import { useFormStatus } from "../../ui/form-status.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { fieldLabel } from "../../messages/admin-registry.js";
import { LoadState } from "./load-state.js";
import { fileInfoOf, uploadedName } from "./file-facts.js";
import { ViewFrame } from "./view-frame.js";

const FIELDS: Readonly<Record<string, FieldSpec>> = SITE_SETTINGS_FIELDS;
const NAMES = Object.keys(SITE_SETTINGS_FIELDS) as (keyof typeof SITE_SETTINGS_FIELDS)[];

/**
 * The stored settings as the widgets show them: lists one item per line, nothing as empty text.
 * Read by the settings description's names, so a field the generated Site Settings documents (npm run codegen) do not select fails to compile.
 */
function formValues(settings: AdminSiteSettingsFieldsFragment): FormValues {
  const values: FormValues = {};
  for (const name of NAMES) {
    const value = settings[name];
    // A picture is left unchosen (a new one replaces the stored one); a tick box keeps its true or false; lists show one item per line; nothing is empty text.
    if (isFileKind(FIELDS[name]!.kind)) values[name] = null;
    else values[name] = typeof value === "boolean" ? value : Array.isArray(value) ? value.join("\n") : value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** Site settings (/admin-login/site-settings): the institute's name, contacts and links. */
export function SiteSettings() {
  const { data, loading, error } = useQuery(AdminSiteSettingsDocument, { fetchPolicy: "network-only" });
  const m = adminShellMessages.siteSettings;
  return (
    <ViewFrame heading={m.heading} intro={m.intro}>
      <LoadState loading={loading && !data} label={m.loading} failure={error && !data ? m.notLoaded(errorText(error)) : null} />
      {data ? <SettingsForm settings={data.siteSettings} /> : null}
    </ViewFrame>
  );
}

/** Under a picture's input: a link to the stored one, named as it was uploaded (choosing another replaces it), or that there is none yet. */
function CurrentFile({ field, url, info }: { field: FieldSpec; url: unknown; info: unknown }) {
  const f = adminFormsMessages;
  return (
    <p className="admin-hint admin-current-file">
      {typeof url === "string" && url ? (
        <>
          {f.currentFile} <a href={new URL(url, window.location.origin).href}>{uploadedName(info) ?? f.currentFileLink(fieldLabel(field))}</a>. {f.choosingReplaces}
        </>
      ) : (
        f.noFileYet
      )}
    </p>
  );
}

function SettingsForm({ settings }: { settings: AdminSiteSettingsFieldsFragment }) {
  // The same rules the server applies to each field, so the words are the server's.
  const words = panelFieldWords();
  const resolver = useMemo(() => {
    const shape = Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, fieldSchema(field, words)]));
    return zodResolver(z.object(shape) as never) as unknown as Resolver<FormValues>;
  }, [words]);
  const form = useForm<FormValues>({ resolver, defaultValues: formValues(settings), shouldFocusError: true });
  const [update] = useMutation(AdminUpdateSiteSettingsDocument);
  const outcome = useFormStatus();
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const m = adminShellMessages.siteSettings;

  const onSubmit = form.handleSubmit(
    async (values) => {
      outcome.begin();
      // Only the fields changed here, so another administrator's save of other settings since
      // this form opened is kept. The very first save sends every field: it creates the settings.
      const input = settings.updatedAt === null ? values : Object.fromEntries(Object.entries(values).filter(([name]) => dirtyFields[name]));
      if (Object.keys(input).length === 0) {
        outcome.settle(NOTHING_CHANGED);
        return;
      }
      try {
        // The resolver passed the values through each field's own rule, the server's rule for this input.
        const { data } = await update({ variables: { input: input as UpdateSiteSettingsInput } });
        if (data) form.reset(formValues(data.updateSiteSettings));
        outcome.settle({ kind: "success", text: m.saved });
      } catch (error) {
        outcome.settle(refusal(error, form.setError, (field) => (field in FIELDS ? field : undefined), adminFormsMessages.nothingSaved));
      }
    },
    () => outcome.settle(NOT_SENT),
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={m.formLabel}>
      <FieldsSideBySide
        fields={FIELDS}
        render={(name, field) => (
          <div key={name} className="admin-edit-field">
            <FieldInput name={name} field={field} form={form} error={errors[name]?.message as string | undefined} />
            {isFileKind(field.kind) ? (
              <CurrentFile field={field} url={settings[name as keyof AdminSiteSettingsFieldsFragment]} info={fileInfoOf(field, name, settings)} />
            ) : null}
          </div>
        )}
      />
      <FormOutcome status={outcome.status} sending={isSubmitting} submitLabel={m.save} sendingLabel={adminFormsMessages.saving} />
    </form>
  );
}
