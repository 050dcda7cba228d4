import { useMutation } from "@apollo/client/react";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { AdminConfirmReviewedDocument } from "../../graphql/generated/graphql.js";
import { formatDate } from "../../../../server/src/content/format-date.js";
import { useFormStatus } from "../../ui/form-status.js";
import { StatusLines } from "../forms/status-lines.js";
import { errorText } from "../shell/errors.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";
import { typeLabel } from "../../messages/admin-registry.js";

// In the edit form of a type with a "last reviewed" date (page texts): the clerk confirms that
// the text is still right, without touching the form. The server sets the date to today (India)
// and keeps everything else as stored; the form then shows the new date as saved.

export interface Reviewed {
  reviewedOn: string;
  updatedAt: string;
}

export function ConfirmReviewed(props: { spec: ContentTypeSpec; id: string; reviewedOn: string | null; onConfirmed: (reviewed: Reviewed) => void }) {
  const [confirm] = useMutation(AdminConfirmReviewedDocument);
  const outcome = useFormStatus();

  async function onClick() {
    outcome.begin();
    try {
      const result = await confirm({ variables: { type: props.spec.key, id: props.id } });
      const confirmed = result.data?.confirmed;
      if (!confirmed) throw new Error(m.reviewed.noAnswer);
      props.onConfirmed({ reviewedOn: confirmed.reviewedOn, updatedAt: confirmed.updatedAt });
      outcome.settle({ kind: "success", text: m.reviewed.done(formatDate(confirmed.reviewedOn)) });
    } catch (error) {
      outcome.settle({ kind: "error", text: m.reviewed.failed(errorText(error)) });
    }
  }

  return (
    <div className="admin-confirm-reviewed" role="group" aria-label={m.reviewed.group(typeLabel(props.spec))}>
      <p>
        {props.reviewedOn ? (
          <>
            {m.reviewed.lastReviewedOn} <time dateTime={props.reviewedOn}>{formatDate(props.reviewedOn)}</time>.
          </>
        ) : (
          m.reviewed.never
        )}{" "}
        {m.reviewed.stillRight}
      </p>
      <button type="button" onClick={onClick} disabled={outcome.submitting}>
        {outcome.submitting ? m.reviewed.confirming : m.reviewed.confirm}
      </button>
      <StatusLines status={outcome.status} />
    </div>
  );
}
