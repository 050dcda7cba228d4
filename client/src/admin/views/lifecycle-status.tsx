// A row's publishing state in the manage tables: Waiting for approval (new, changed or deleted), Scheduled (not on the site yet) or Expired (off
// the current lists; in the archive where the section has one), with the date. Visitors never
// see such rows there; the clerk sees why.
import { momentText as when } from "./moment-text.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";

export function lifecycleState(row: Readonly<Record<string, unknown>>, now = Date.now()): { label: string; text: string } | null {
  // An editor's new row while approval is on is not on the site until an approver approves it;
  // a published row's waiting change or delete leaves it on the site as it is until then.
  if (row.awaitingApproval) {
    const text = row.awaitingApprovalAction === "update" ? m.changeAwaitingText : row.awaitingApprovalAction === "delete" ? m.deleteAwaitingText : m.awaitingApprovalText;
    return { label: "Waiting", text };
  }
  const from = typeof row.publishFrom === "string" ? row.publishFrom : null;
  const until = typeof row.validUntil === "string" ? row.validUntil : null;
  if (from && new Date(from).getTime() > now) return { label: "Scheduled", text: m.scheduledText(when(from)) };
  if (until && new Date(until).getTime() <= now) return { label: "Expired", text: m.expiredText(when(until)) };
  return null;
}

export function LifecycleStatus({ row }: { row: Readonly<Record<string, unknown>> }) {
  const state = lifecycleState(row);
  if (!state) return null;
  return <span className={`admin-status admin-status-${state.label.toLowerCase()}`}>{state.text}</span>;
}
