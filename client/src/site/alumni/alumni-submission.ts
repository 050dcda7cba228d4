import type { ApolloClient } from "@apollo/client";
import { AlumniRegistrationDocument } from "../../graphql/generated/graphql.js";
import { alumniMessages } from "../../messages/alumni.js";
import { refusedFields, serverRefusal } from "../../ui/server-errors.js";
import type { FormOutcome } from "../public-forms/posted-form.js";
import { ALUMNI_FIELDS, checkAlumniValues, type AlumniValues } from "./alumni-form-rules.js";

/**
 * One alumni registration, checked by the form's rules and then sent: the same steps for the
 * script in the browser and for the server answering a form posted without JavaScript.
 * `today` is "YYYY-MM-DD".
 */
export async function submitAlumniRegistration(client: ApolloClient, values: AlumniValues, today: string): Promise<FormOutcome> {
  const m = alumniMessages.form;
  const check = checkAlumniValues(values, today);
  if (check.missing || Object.keys(check.fields).length > 0) {
    return { kind: "error", text: "", fields: check.fields, ...(check.missing ? { summary: check.missing } : {}) };
  }
  try {
    await client.mutate({
      mutation: AlumniRegistrationDocument,
      variables: {
        input: {
          fullName: values.fullName.trim(),
          email: values.email.trim() || null,
          whatsappNumber: values.whatsappNumber,
          yearOfPassing: Number(values.yearOfPassing),
          dateOfBirth: values.dateOfBirth,
          occupation: values.occupation.trim(),
          address: values.address.trim(),
          gender: values.gender,
          afterDiploma: values.afterDiploma.trim(),
        },
      },
    });
    return { kind: "success", text: m.success };
  } catch (error) {
    const refusal = serverRefusal(error);
    return { kind: "error", text: [m.failure, ...refusal.general].join(" "), fields: refusedFields(refusal, ALUMNI_FIELDS) };
  }
}
