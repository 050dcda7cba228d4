import type { ApolloClient } from "@apollo/client";
import { SendFeedbackDocument } from "../../graphql/generated/graphql.js";
import { websiteMessages } from "../../messages/website.js";
import { refusedFields, serverRefusal } from "../../ui/server-errors.js";
import type { FormOutcome } from "../public-forms/posted-form.js";
import { checkFeedbackValues, FEEDBACK_FIELDS, type FeedbackValues } from "./feedback-form-rules.js";

/**
 * One feedback, checked by the form's rules and then sent: the same steps for the script in the
 * browser and for the server answering a form posted without JavaScript.
 */
export async function submitFeedback(client: ApolloClient, values: FeedbackValues): Promise<FormOutcome> {
  const m = websiteMessages.feedback;
  const check = checkFeedbackValues(values);
  if (check.missing || Object.keys(check.fields).length > 0) {
    return { kind: "error", text: "", fields: check.fields, ...(check.missing ? { summary: check.missing } : {}) };
  }
  const optional = (value: string) => value.trim() || null;
  try {
    await client.mutate({
      mutation: SendFeedbackDocument,
      variables: {
        input: { name: values.name.trim(), email: optional(values.email), phone: optional(values.phone), topic: values.topic, message: values.message.trim() },
      },
    });
    return { kind: "success", text: m.success };
  } catch (error) {
    const refusal = serverRefusal(error);
    return { kind: "error", text: [m.failure, ...refusal.general].join(" "), fields: refusedFields(refusal, FEEDBACK_FIELDS) };
  }
}
