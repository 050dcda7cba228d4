import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Link } from "react-router-dom";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { inputSchema } from "../../../../server/src/content/validate.js";
import { useVocabulary } from "./use-vocabulary.js";
import { formHeading } from "../shell/admin-routes.js";
import { entryInput, type ContentDocuments } from "./content-documents.js";
import { emptyValues, FieldInput, type FormValues } from "./field-widgets.js";
import { LeaveGuard } from "../forms/leave-guard.js";
import { FieldsSideBySide } from "../forms/side-by-side.js";
import { uploadProgressContext } from "../shell/upload-fetch.js";
import { UploadProgressBar, useUploadProgress } from "./upload-progress.js";
import { FormOutcome } from "../forms/form-outcome.js";
import { NOT_SENT, refusal } from "../forms/refusal.js";
import { useFormStatus } from "../../ui/form-status.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";
import { typeLabel } from "../../messages/admin-registry.js";
import { panelFieldWords } from "../../messages/admin-field-words.js";
import { ViewFrame } from "./view-frame.js";

/**
 * The add form of one content type, built from its registry entry: one widget per field kind,
 * the entry's own zod rules in the browser (the same ones the server applies), the server's
 * field errors landed on the field they name, and the form cleared for the next entry.
 */
export function AddForm({ spec, documents }: { spec: ContentTypeSpec; documents: ContentDocuments }) {
  const words = panelFieldWords();
  const resolver = useMemo(() => zodResolver(inputSchema(spec, "create", words) as never) as unknown as Resolver<FormValues>, [spec, words]);
  const form = useForm<FormValues>({ resolver, defaultValues: emptyValues(spec), shouldFocusError: true });
  const [round, setRound] = useState(0);
  const outcome = useFormStatus();
  const vocabulary = useVocabulary();
  const [create] = useMutation(documents.create);
  const { isSubmitting, isDirty, errors } = form.formState;
  const upload = useUploadProgress();

  const onSubmit = form.handleSubmit(
    async (values) => {
      outcome.begin();
      upload.clear();
      try {
        const result = await create({ variables: { input: entryInput(values) }, context: uploadProgressContext(upload.onUploadProgress) });
        form.reset(emptyValues(spec));
        setRound((n) => n + 1);
        // An editor's new row while approval is on waits for an approver (the answer carries the change's number).
        const waits = Boolean((result.data as { saved?: { awaitingApproval?: number | null } } | undefined)?.saved?.awaitingApproval);
        outcome.settle({ kind: "success", text: waits ? m.addedAwaiting(typeLabel(spec)) : m.added(typeLabel(spec)) });
      } catch (error) {
        outcome.settle(refusal(error, form.setError, (field) => (field in spec.fields ? field : undefined), m.nothingSaved));
      } finally {
        upload.clear();
      }
    },
    () => outcome.settle(NOT_SENT),
  );

  return (
    <ViewFrame heading={formHeading(spec)} intro={<Link to={`/admin-login/${spec.admin.manageRoute}`}>{m.seeTheList}</Link>}>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <FieldsSideBySide
          fields={spec.fields}
          render={(name, field) => (
            <FieldInput key={`${name}:${round}`} name={name} field={field} form={form} error={errors[name]?.message as string | undefined} vocabulary={vocabulary} />
          )}
        />
        {isSubmitting ? <UploadProgressBar progress={upload.progress} /> : null}
        <FormOutcome status={outcome.status} sending={isSubmitting} submitLabel={m.submit} />
      </form>
      <LeaveGuard when={isDirty && !isSubmitting} />
    </ViewFrame>
  );
}
