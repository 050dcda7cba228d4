import type { ApolloClient } from "@apollo/client";
import { EMPTY_ADMISSION_VALUES } from "../admission/admission-form-rules.js";
import { submitAdmissionConfirmation } from "../admission/admission-submission.js";
import { EMPTY_ALUMNI_VALUES, localToday, whatsappDigits } from "../alumni/alumni-form-rules.js";
import { submitAlumniRegistration } from "../alumni/alumni-submission.js";
import { EMPTY_FEEDBACK_VALUES, phoneDigits } from "../website-pages/feedback-form-rules.js";
import { submitFeedback } from "../website-pages/feedback-submission.js";
import { mergePostedValues, type PostedForm } from "./posted-form.js";

// The server's side of a public form posted without JavaScript (loaded by the server's render
// only, never by the browser): the page's address -> what sending that form does. Each entry
// runs the same submission code as the page's script.

type FormPost = (client: ApolloClient, fields: Record<string, string>) => Promise<PostedForm>;

export const FORM_POSTS: Record<string, FormPost> = {
  "/alumni/registration-form": async (client, fields) => {
    const values = mergePostedValues(EMPTY_ALUMNI_VALUES, fields);
    values.whatsappNumber = whatsappDigits(values.whatsappNumber);
    const outcome = await submitAlumniRegistration(client, values, localToday());
    return { form: "alumniRegistration", values: outcome.kind === "error" ? values : {}, outcome };
  },
  "/feedback": async (client, fields) => {
    const values = mergePostedValues(EMPTY_FEEDBACK_VALUES, fields);
    values.phone = phoneDigits(values.phone);
    const outcome = await submitFeedback(client, values);
    return { form: "feedback", values: outcome.kind === "error" ? values : {}, outcome };
  },
  "/confirm-admission": async (client, fields) => {
    const values = mergePostedValues(EMPTY_ADMISSION_VALUES, fields);
    const outcome = await submitAdmissionConfirmation(client, values);
    // The Aadhaar number is never sent back, not even to the visitor who typed it.
    const { aadhaarNumber: _never, ...shown } = values;
    return { form: "admissionConfirmation", values: outcome.kind === "error" ? shown : {}, outcome };
  },
};
