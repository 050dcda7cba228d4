import type { Actor } from "../base/actor.js";
import { badInput } from "../base/errors.js";
import { mayDo } from "./content/rights.js";
import { collegeDate } from "../content/format-date.js";
import type { ContentRow, ContentService } from "./content-service.types.js";

// "Last reviewed" (issue 18, types with `lifecycle.reviewed`): the clerk confirms that a text
// is still right without changing it, and the dashboard lists the texts not confirmed for a
// year. A confirmation is an ordinary update of the type's review date (so it is checked,
// versioned and shown in the History like any save), named "reviewed" in the audit log.

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a confirmation answers: the date set (the college's today) and the row's new "last changed". */
export interface ReviewConfirmation {
  id: number;
  reviewedOn: string;
  updatedAt: Date;
}

function reviewedFieldOf(service: ContentService): string {
  const field = service.spec.lifecycle?.reviewed?.field;
  if (!field) {
    throw badInput("type", `${service.spec.pluralLabel} have no "last reviewed" date, so they cannot be marked as reviewed. Edit the entry instead.`);
  }
  return field;
}

/** Sets the row's review date to the college's today (India) at `now`; no other field changes. */
export async function confirmReviewed(service: ContentService, actor: Actor, id: number, now: Date): Promise<ReviewConfirmation> {
  const field = reviewedFieldOf(service);
  const today = collegeDate(now);
  const row = await service.update(actor, id, { [field]: today }, { reviewed: true });
  return { id: row.id, reviewedOn: today, updatedAt: row.updatedAt };
}

/** The rows of the types with a review date not reviewed within `days` days before `now` (or never), never first, then oldest. */
export async function notReviewedSince(
  services: readonly ContentService[],
  actor: Actor,
  now: Date,
  days: number,
): Promise<{ service: ContentService; row: ContentRow; reviewedOn: string | null }[]> {
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw badInput("days", `Ask for between 1 and 3660 days (days was ${days}).`);
  const before = collegeDate(new Date(now.getTime() - days * DAY_MS));
  const lists = await Promise.all(
    services
      .filter((service) => service.spec.lifecycle?.reviewed && mayDo(service.spec, actor, "read"))
      .map(async (service) => {
        const field = reviewedFieldOf(service);
        const rows = await service.listItems(actor, { limit: 100, reviewedBefore: before }, { fileInfo: false, members: false });
        return rows.map((row) => ({ service, row, reviewedOn: typeof row[field] === "string" ? (row[field] as string) : null }));
      }),
  );
  return lists.flat();
}
