import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { historyPath } from "../shell/admin-routes.js";
import { isFileKind, type ContentTypeSpec } from "../../../../server/src/content/define.js";
import { FIELD_KINDS } from "../../../../server/src/content/kinds/index.js";
import { inputSchema } from "../../../../server/src/content/validate.js";
import { missingPictureDescription } from "../../../../server/src/content/alt-text.js";
import { panelFieldWords } from "../../messages/admin-field-words.js";
import { entryInput, type ContentDocuments, type ContentRow } from "./content-documents.js";
import { FieldsSideBySide } from "../forms/side-by-side.js";
import { FieldInput, localDateTimeValue, type FormValues, type Vocabulary } from "./field-widgets.js";
import { LeaveGuard } from "../forms/leave-guard.js";
import { NOT_SENT, NOTHING_CHANGED, refusal } from "../forms/refusal.js";
import { SaveOrCancel } from "../forms/save-or-cancel.js";
import { outcomeText, useFormStatus } from "../../ui/form-status.js";
import { uploadProgressContext } from "../shell/upload-fetch.js";
import { UploadProgressBar, useUploadProgress } from "./upload-progress.js";
import { ConfirmReviewed, type Reviewed } from "./confirm-reviewed.js";
import { fileInfoOf, uploadedName } from "./file-facts.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";
import { fieldLabel, typeLabel } from "../../messages/admin-registry.js";
import { errorText } from "../shell/errors.js";

/** A stored row as the widgets show it: text as typed, lists one per line, files left unchosen (null). */
export function editValues(spec: ContentTypeSpec, row: ContentRow): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const widget = FIELD_KINDS[field.kind].widget;
    const value = row[name];
    if (widget === "pdf" || widget === "image") values[name] = null;
    else if (widget === "checkbox") values[name] = Boolean(value);
    else if (widget === "dateTime") values[name] = localDateTimeValue(value);
    else if (widget === "members") {
      values[name] = Array.isArray(value) ? value.map((m: { name?: unknown; mobile?: unknown }) => ({ name: String(m.name ?? ""), mobile: String(m.mobile ?? "") })) : [];
    } else if (Array.isArray(value)) values[name] = value.map(String).join("\n");
    else values[name] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

interface EditFormProps {
  spec: ContentTypeSpec;
  documents: ContentDocuments;
  row: ContentRow;
  vocabulary: Vocabulary | undefined;
  onSaved: (row: ContentRow) => void;
  onCancel: () => void;
}

/**
 * The edit form of a row as the account's saves would change it. A row whose change waits for
 * approval: an editor's saves add to that change (the server merges them onto it), so the form
 * starts from the proposed values, read from the server as the change would leave the row
 * (asProposed, kept out of Apollo's cache so the table keeps the published values), and says
 * so; anyone else's saves publish at once, so their form shows the published row and says that.
 */
export function RowEditForm(props: EditFormProps & { proposes: boolean }) {
  const { row } = props;
  const waiting = row.awaitingApprovalAction === "update" ? String(row.awaitingApproval) : null;
  const proposed = useQuery(props.documents.single, {
    variables: { id: row.id, asProposed: true },
    fetchPolicy: "no-cache",
    skip: waiting === null || !props.proposes,
  });
  if (waiting === null) return <EditForm {...props} />;
  if (!props.proposes) return <EditForm {...props} notice={m.publishedWhileWaiting(waiting)} />;
  const loaded = proposed.data?.row;
  if (!loaded) {
    return proposed.error ? (
      <p role="alert" className="admin-error">
        {m.waitingChangeNotLoaded(errorText(proposed.error))}
      </p>
    ) : (
      <p>{m.loadingWaitingChange}</p>
    );
  }
  // Decided since the table was read: the row as it now stands.
  const still = loaded.awaitingApprovalAction === "update" ? String(loaded.awaitingApproval) : null;
  return <EditForm {...props} row={loaded} notice={still ? m.editingWaitingChange(still) : undefined} />;
}

/**
 * One row's fields in the manage table: the add form's widgets prefilled with the stored values,
 * a file field showing its current file by the name it was uploaded with (a new one replaces it;
 * an optional one can be removed).
 * Save checks and sends only the fields that changed (react-hook-form's dirtyFields) with the
 * entry's update rules; the server's field errors land on their field.
 */
export function EditForm(props: EditFormProps & { notice?: ReactNode }) {
  const { spec, row } = props;
  const form = useForm<FormValues>({ defaultValues: editValues(spec, row), shouldFocusError: true });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const outcome = useFormStatus();
  const [update] = useMutation(props.documents.update);
  const { isSubmitting, isDirty, errors, dirtyFields } = form.formState;
  const upload = useUploadProgress();
  // A review confirmed here changes the row's date and "last changed" on the server: the form
  // shows that date as saved, and a later save is checked against the new "last changed".
  const reviewedField = spec.lifecycle?.reviewed?.field;
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const updatedAt = reviewed?.updatedAt ?? row.updatedAt;
  const onReviewed = (confirmed: Reviewed) => {
    setReviewed(confirmed);
    if (reviewedField) form.resetField(reviewedField, { defaultValue: confirmed.reviewedOn });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.begin();
    form.clearErrors();
    const changed: Record<string, unknown> = {};
    for (const name of Object.keys(spec.fields)) {
      if (removed.has(name)) changed[name] = null;
      else if (dirtyFields[name]) changed[name] = values[name];
    }
    if (Object.keys(changed).length === 0) {
      outcome.settle(NOTHING_CHANGED);
      return;
    }
    const checked = inputSchema(spec, "update", panelFieldWords()).safeParse(changed);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (field in spec.fields) form.setError(field, { type: "validate", message: issue.message }, { shouldFocus: true });
      }
      outcome.settle(NOT_SENT);
      return;
    }
    // The row as it would be stored: a picture kept or newly chosen needs its description.
    const missing = missingPictureDescription(spec.fields, { ...row, ...changed }, new Set(Object.keys(changed)), panelFieldWords());
    if (missing) {
      form.setError(missing.field, { type: "validate", message: missing.message }, { shouldFocus: true });
      outcome.settle(NOT_SENT);
      return;
    }
    upload.clear();
    try {
      // Sent with when the row was last changed as loaded: a save by someone else since is refused.
      const result = await update({
        variables: { id: row.id, input: entryInput(checked.data), ifUnchangedSince: updatedAt },
        context: uploadProgressContext(upload.onUploadProgress),
      });
      props.onSaved(result.data?.saved ?? row);
    } catch (error) {
      upload.clear();
      outcome.settle(refusal(error, form.setError, (field) => (field in spec.fields ? field : undefined), m.nothingSaved));
    }
  });

  const toggleRemoved = (name: string, on: boolean) =>
    setRemoved((before) => {
      const next = new Set(before);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  return (
    <form className="admin-form admin-edit-form" onSubmit={onSubmit} noValidate aria-label={m.editLabel(typeLabel(spec))}>
      {props.notice ? <p className="admin-hint admin-waiting-change">{props.notice}</p> : null}
      <FieldsSideBySide
        fields={spec.fields}
        render={(name, field) => {
          const current = row[name];
          const file = isFileKind(field.kind);
          return (
            <div key={name} className="admin-edit-field">
              <FieldInput name={name} field={field} form={form} error={errors[name]?.message as string | undefined} vocabulary={props.vocabulary} />
              {file ? (
                <p className="admin-hint admin-current-file">
                  {typeof current === "string" && current ? (
                    <>
                      {m.currentFile}{" "}
                      <a href={new URL(current, window.location.origin).href}>{uploadedName(fileInfoOf(field, name, row)) ?? m.currentFileLink(fieldLabel(field))}</a>.{" "}
                      {m.choosingReplaces}{" "}
                      {field.required ? null : (
                        <label>
                          <input type="checkbox" checked={removed.has(name)} onChange={(e) => toggleRemoved(name, e.target.checked)} /> {m.removeCurrentFile}
                        </label>
                      )}
                    </>
                  ) : (
                    m.noFileYet
                  )}
                </p>
              ) : null}
            </div>
          );
        }}
      />
      {reviewedField ? (
        <ConfirmReviewed
          spec={spec}
          id={row.id}
          reviewedOn={reviewed?.reviewedOn ?? (typeof row[reviewedField] === "string" && row[reviewedField] ? (row[reviewedField] as string) : null)}
          onConfirmed={onReviewed}
        />
      ) : null}
      {isSubmitting ? <UploadProgressBar progress={upload.progress} /> : null}
      <p role="alert" className="admin-error">
        {outcomeText(outcome.status, "error")}
      </p>
      <LeaveGuard when={(isDirty || removed.size > 0) && !isSubmitting} />
      <SaveOrCancel saving={isSubmitting} saveLabel={m.save} onCancel={props.onCancel} className="admin-edit-buttons" />
      <p className="admin-hint">
        <Link to={historyPath(spec, row.id)}>{m.seeEveryVersion(typeLabel(spec))}</Link> {m.whoChangedWhat}
      </p>
    </form>
  );
}
