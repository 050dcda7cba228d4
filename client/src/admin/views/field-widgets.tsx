import { useState, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ContentTypeSpec, FieldSpec } from "../../../../server/src/content/define.js";
import { FIELD_KINDS, type AdminWidget } from "../../../../server/src/content/kinds/index.js";
import { SEMESTERS } from "../../../../server/src/content/vocabulary.js";
import { describedByOf, FieldNotes } from "../forms/field-notes.js";
import { FileInput } from "./file-input.js";
import { MarkdownEditor } from "./markdown-editor.js";
import { MembersEditor } from "./members-editor.js";
import { useUploadLimit } from "./upload-limit.js";
import { sizeInWords } from "./upload-progress.js";
import type { FormValues, Vocabulary, WidgetProps } from "./widget-props.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";
import { fieldHelp, fieldLabel, fieldOptions } from "../../messages/admin-registry.js";
import type { FileKind } from "../../../../server/src/content/define.js";
import { ChoiceOptions } from "../forms/choice-options.js";

export type { FormValues, Vocabulary, WidgetProps } from "./widget-props.js";

// One input per field kind's admin widget. The table below is keyed by every widget a kind can
// name, so a new widget does not compile until it has an input here.

/** A stored moment (ISO 8601) as a date-and-time input shows it: the clerk's local time, to the minute. */
export function localDateTimeValue(value: unknown): string {
  const moment = new Date(String(value));
  if (value === null || value === undefined || value === "" || Number.isNaN(moment.getTime())) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** The empty form: what each widget shows before anything is typed. */
export function emptyValues(spec: ContentTypeSpec): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const widget = FIELD_KINDS[field.kind].widget;
    values[name] = widget === "checkbox" ? false : widget === "members" ? [] : widget === "pdf" || widget === "image" ? null : "";
  }
  return values;
}

/**
 * The hint under an input: the field's own help, and for files what to choose and how large
 * (the server's limit, once it is known).
 */
export function hintOf(field: FieldSpec, uploadMaxBytes?: number): string | undefined {
  const file = FIELD_KINDS[field.kind].file;
  const size = uploadMaxBytes === undefined ? "" : m.atMost(sizeInWords(uploadMaxBytes));
  const parts = [fieldHelp(field), file ? m.chooseFile(m.fileWords[field.kind as FileKind] ?? file.words, size) : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

const common = (p: WidgetProps) => ({
  id: p.id,
  "aria-invalid": p.invalid || undefined,
  "aria-describedby": p.describedBy,
  "aria-required": p.field.required || undefined,
});

const textInput = (type: string, extra: Record<string, unknown> = {}) =>
  function TextInput(p: WidgetProps) {
    return <input type={type} {...common(p)} {...extra} {...p.form.register(p.name)} />;
  };

function Choices(p: WidgetProps & { options: readonly { value: string | number; label: string }[] }) {
  return (
    <select {...common(p)} {...p.form.register(p.name)}>
      <ChoiceOptions none={m.choose} options={p.options} />
    </select>
  );
}

export const WIDGETS: Readonly<Record<AdminWidget, (p: WidgetProps) => ReactNode>> = {
  text: textInput("text"),
  textarea: (p) => <textarea rows={4} {...common(p)} {...p.form.register(p.name)} />,
  markdown: (p) => <MarkdownEditor {...p} common={common(p)} />,
  lines: (p) => <textarea rows={5} {...common(p)} {...p.form.register(p.name)} />,
  number: textInput("number", { inputMode: "numeric", step: 1 }),
  date: textInput("date"),
  dateTime: textInput("datetime-local"),
  checkbox: (p) => <input type="checkbox" {...common(p)} {...p.form.register(p.name)} />,
  email: textInput("email", { autoComplete: "off" }),
  phone: textInput("tel"),
  url: textInput("url"),
  aadhaar: textInput("text", { inputMode: "numeric", autoComplete: "off" }),
  department: (p) => <Choices {...p} options={(p.vocabulary?.departments.items ?? []).map((d) => ({ value: d.slug, label: d.name }))} />,
  session: (p) => <Choices {...p} options={(p.vocabulary?.sessions ?? []).map((s) => ({ value: s, label: s }))} />,
  semester: (p) => <Choices {...p} options={SEMESTERS.map((s, i) => ({ value: s.value, label: m.semesters[i] ?? s.label }))} />,
  select: (p) => <Choices {...p} options={fieldOptions(p.field)} />,
  pdf: (p) => <FileInput {...p} common={common(p)} />,
  image: (p) => <FileInput {...p} common={common(p)} />,
  members: MembersEditor,
};

const lineHints = (): Partial<Record<AdminWidget, string>> => ({ lines: m.oneItemPerLine });

/** One labelled field: its input, its hint, and its error in plain words beside it. */
export function FieldInput(props: { name: string; field: FieldSpec; form: UseFormReturn<FormValues>; error?: string | undefined; vocabulary?: Vocabulary | undefined }) {
  const { name, field, error } = props;
  const [id] = useState(() => `field-${name}`);
  const widget = FIELD_KINDS[field.kind].widget;
  const Widget = WIDGETS[widget];
  const uploadMaxBytes = useUploadLimit();
  const hint = [hintOf(field, uploadMaxBytes), lineHints()[widget]].filter(Boolean).join(" ");
  const describedBy = describedByOf(id, hint);
  // A field of several inputs (committee members) is a fieldset named by its legend.
  const Box = widget === "members" ? "fieldset" : "div";
  const Label = widget === "members" ? "legend" : "label";
  return (
    <Box className={`admin-field admin-field-${widget}${error ? " invalid" : ""}`}>
      <Label htmlFor={widget === "members" ? undefined : id} id={`${id}-label`}>
        {fieldLabel(field)}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <Widget id={id} name={name} field={field} form={props.form} vocabulary={props.vocabulary} describedBy={describedBy} invalid={Boolean(error)} />
      <FieldNotes id={id} hint={hint} error={error} />
    </Box>
  );
}
