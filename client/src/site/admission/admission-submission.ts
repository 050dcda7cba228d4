import type { ApolloClient } from "@apollo/client";
import { aadhaarAsStored } from "../../../../server/src/content/kinds/rules.js";
import { ConfirmAdmissionDocument } from "../../graphql/generated/graphql.js";
import { admissionMessages as m } from "../../messages/admission.js";
import { refusedFields, serverRefusal } from "../../ui/server-errors.js";
import type { FormOutcome } from "../public-forms/posted-form.js";
import { ADMISSION_FIELDS, checkAdmissionValues, type AdmissionValues } from "./admission-form-rules.js";

/**
 * One admission confirmation, checked by the form's rules and then sent: the same steps for the
 * script in the browser and for the server answering a form posted without JavaScript. The
 * success message names the last four digits of the Aadhaar number as the server masked it.
 */
export async function submitAdmissionConfirmation(client: ApolloClient, values: AdmissionValues): Promise<FormOutcome> {
  const problems = checkAdmissionValues(values);
  if (Object.keys(problems).length > 0) return { kind: "error", text: m.failure, fields: problems };
  try {
    const { data } = await client.mutate({
      mutation: ConfirmAdmissionDocument,
      variables: {
        input: {
          enrollment: values.enrollment.trim(),
          aadhaarNumber: aadhaarAsStored(values.aadhaarNumber),
          name: values.name.trim(),
          email: values.email.trim() || null,
          gender: values.gender,
          phone: values.phone,
          admissionYear: values.admissionYear,
          directSecondYear: values.directSecondYear === "yes",
          aadhaarConsent: values.aadhaarConsent === "yes",
        },
      },
    });
    const saved = data?.createAdmissionConfirmation;
    const lastFour = (saved?.aadhaarNumber ?? "").replace(/\D/g, "").slice(-4);
    return { kind: "success", text: m.success(saved?.name ?? "", lastFour) };
  } catch (error) {
    const refusal = serverRefusal(error);
    const text = refusal.unreachable ? m.networkFailure : [m.failure, ...refusal.general].join(" ");
    return { kind: "error", text, fields: refusedFields(refusal, ADMISSION_FIELDS) };
  }
}
