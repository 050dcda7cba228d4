import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ConfirmAdmissionDocument } from "../../graphql/generated/graphql.js";
import { admissionMessages as m } from "../../messages/en/admission.js";
import { FormField } from "../../ui/form-field.js";
import { serverRefusal } from "../../ui/server-errors.js";
import {
  aadhaarDigits,
  ADMISSION_FIELDS,
  checkAdmissionValues,
  EMPTY_ADMISSION_VALUES,
  type AdmissionField,
  type AdmissionValues,
} from "./admission-form-rules.js";

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success"; text: string } | { kind: "error"; text: string };

/**
 * /confirm-admission: the student's admission confirmation. Unlike the old site it says whether
 * it was stored; the success message shows the Aadhaar number's last four digits only, as the
 * server answers them. Without JavaScript the form posts to the old endpoint's
 * insertStudentAdmissionDetails, with its field names (aadharNo).
 */
export function ConfirmAdmissionPage() {
  const [values, setValues] = useState<AdmissionValues>(EMPTY_ADMISSION_VALUES);
  const [errors, setErrors] = useState<Partial<Record<AdmissionField, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [scripted, setScripted] = useState(false);
  const [confirm] = useMutation(ConfirmAdmissionDocument);
  const formRef = useRef<HTMLFormElement>(null);

  // The browser's own checks stay on until the script runs; then the messages below replace them.
  useEffect(() => setScripted(true), []);

  function change(field: AdmissionField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (status.kind === "success" || status.kind === "error") setStatus({ kind: "idle" });
  }

  function focusFirst(problems: Partial<Record<AdmissionField, string>>) {
    const first = ADMISSION_FIELDS.find((f) => problems[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#admission-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "submitting") return;
    const problems = checkAdmissionValues(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setStatus({ kind: "error", text: m.failure });
      focusFirst(problems);
      return;
    }
    setStatus({ kind: "submitting" });
    try {
      const { data } = await confirm({
        variables: {
          input: {
            enrollment: values.enrollment.trim(),
            aadhaarNumber: aadhaarDigits(values.aadhaarNumber),
            name: values.name.trim(),
            email: values.email.trim() || null,
            gender: values.gender,
            phone: values.phone,
            admissionYear: values.admissionYear,
            directSecondYear: values.directSecondYear === "yes",
          },
        },
      });
      const saved = data?.createAdmissionConfirmation;
      setValues(EMPTY_ADMISSION_VALUES);
      setErrors({});
      setStatus({ kind: "success", text: m.success(saved?.name ?? "", (saved?.aadhaarNumber ?? "").replace(/\D/g, "").slice(-4)) });
    } catch (error) {
      const refusal = serverRefusal(error);
      const onFields = Object.fromEntries(Object.entries(refusal.fields).filter(([f]) => (ADMISSION_FIELDS as readonly string[]).includes(f)));
      setErrors(onFields);
      const text = refusal.unreachable ? m.networkFailure : [m.failure, ...refusal.general].join(" ");
      setStatus({ kind: "error", text });
      focusFirst(onFields);
    }
  }

  const field = (name: AdmissionField, required = true, hint?: string) => ({ name, label: m.labels[name], required, hint, error: errors[name], idPrefix: "admission" });
  const bind = (name: AdmissionField) => ({ value: values[name], onChange: (e: { target: { value: string } }) => change(name, e.target.value) });
  const options = (choices: Record<string, string>, withBlank: boolean) => (
    <>
      {withBlank && <option value="">{m.choose}</option>}
      {Object.entries(choices).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
  const submitting = status.kind === "submitting";

  return (
    <article className="page more-page" aria-labelledby="admission-heading">
      <h1 id="admission-heading">{m.heading}</h1>
      <p>{m.intro}</p>
      <form ref={formRef} className="public-form" method="post" action="/connection.php?action=insertStudentAdmissionDetails" noValidate={scripted} onSubmit={submit}>
        <FormField {...field("enrollment")}>{(p) => <input {...p} {...bind("enrollment")} type="text" maxLength={30} autoComplete="off" />}</FormField>
        <FormField {...field("aadhaarNumber", true, m.aadhaarHint)}>
          {(p) => <input {...p} name="aadharNo" {...bind("aadhaarNumber")} type="text" inputMode="numeric" maxLength={14} autoComplete="off" />}
        </FormField>
        <FormField {...field("name")}>{(p) => <input {...p} {...bind("name")} type="text" autoComplete="name" maxLength={255} />}</FormField>
        <FormField {...field("email", false)}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={255} />}</FormField>
        <FormField {...field("gender")}>{(p) => <select {...p} {...bind("gender")}>{options(m.genders, true)}</select>}</FormField>
        <FormField {...field("phone", true, m.phoneHint)}>
          {(p) => <input {...p} {...bind("phone")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={16} />}
        </FormField>
        <FormField {...field("admissionYear")}>{(p) => <select {...p} {...bind("admissionYear")}>{options(m.years, true)}</select>}</FormField>
        <FormField {...field("directSecondYear")}>{(p) => <select {...p} {...bind("directSecondYear")}>{options(m.yesNo, false)}</select>}</FormField>
        <button type="submit" className="form-submit" disabled={submitting}>
          {submitting ? m.submitting : m.submit}
        </button>
        <p className={`form-status ${status.kind === "error" ? "form-status-error" : "form-status-success"}`} role="status" aria-live="polite">
          {status.kind === "success" || status.kind === "error" ? status.text : ""}
        </p>
      </form>
    </article>
  );
}
