import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import {
  AdminApproveChangeDocument,
  AdminChangesToApproveDocument,
  AdminMyPendingChangesDocument,
  AdminRejectChangeDocument,
  AdminWithdrawChangeDocument,
  type AccountRole,
  type AdminPendingChangeFragment,
} from "../../graphql/generated/graphql.js";
import { adminRolesMessages } from "../../messages/admin-roles.js";
import { adminLanguage } from "../../messages/admin-language.js";
import { fieldLabel, typeLabel } from "../../messages/admin-registry.js";
import { useFormStatus } from "../../ui/form-status.js";
import { StatusLines } from "../forms/status-lines.js";
import { errorText } from "../shell/errors.js";
import { editLink } from "./edit-link.js";
import { LoadState } from "./load-state.js";
import { momentText as when } from "./moment-text.js";

// Approval before publishing (issue 36, GIGW CMAP) on the dashboard: an approver's (or
// administrator's) "Waiting for your approval", each change a card with the difference from the
// published row and Approve / Reject with a note; an editor's "Your changes waiting for
// approval" with their state, the approver's note and Withdraw. The server decides who may.

type Change = AdminPendingChangeFragment;

const specOf = (change: Change) => CONTENT_TYPE_LIST.find((spec) => spec.key === change.type);
const typeName = (change: Change) => {
  const spec = specOf(change);
  return spec ? typeLabel(spec) : change.typeLabel;
};
const titleOf = (change: Change) => change.title || adminRolesMessages.approval.untitled;
/** The row's title as the site shows it (the manage table searches that): a change's title is the proposed one. */
const publishedTitle = (change: Change, titleField: string) =>
  (change.action === "update" ? change.differences.find((difference) => difference.field === titleField)?.before : undefined) ?? change.title;

export function Approvals({ role }: { role: AccountRole }) {
  return (
    <>
      {role === "ADMINISTRATOR" || role === "APPROVER" ? <WaitingForApproval hideWhenNone={role === "ADMINISTRATOR"} /> : null}
      {role === "EDITOR" ? <MyPendingChanges /> : null}
    </>
  );
}

/** An administrator's dashboard shows it only when something waits (most colleges leave approval off); an approver's always. */
function WaitingForApproval({ hideWhenNone }: { hideWhenNone: boolean }) {
  const m = adminRolesMessages.approval;
  const { data, loading, error } = useQuery(AdminChangesToApproveDocument, { fetchPolicy: "network-only" });
  const changes = data?.changesToApprove ?? [];
  if (hideWhenNone && changes.length === 0 && !error) return null;
  return (
    <ChangesSection id="waiting-for-approval" kind="waiting" heading={m.waitingHeading} none={m.nothingWaiting} result={{ data, loading, error }} count={changes.length}>
      {changes.map((change) => (
        <PendingCard key={change.id} change={change} />
      ))}
    </ChangesSection>
  );
}

/** One change waiting: what it is, who made it, the difference, and the approver's two decisions. */
function PendingCard({ change }: { change: Change }) {
  const m = adminRolesMessages.approval;
  const [approve] = useMutation(AdminApproveChangeDocument);
  const [reject] = useMutation(AdminRejectChangeDocument);
  const outcome = useFormStatus();
  const [decided, setDecided] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const noteId = useId();
  const headingId = useId();

  async function decide(kind: "approve" | "reject") {
    outcome.begin();
    try {
      if (kind === "approve") await approve({ variables: { id: change.id } });
      else await reject({ variables: { id: change.id, note } });
      setDecided(true);
      outcome.settle({ kind: "success", text: kind === "approve" ? m.approved(titleOf(change)) : m.rejected(titleOf(change)) });
    } catch (error) {
      outcome.settle({ kind: "error", text: m.failed(errorText(error)) });
    }
  }

  return (
    <article className="admin-pending-change" aria-labelledby={headingId} data-change={change.id}>
      <ChangeHeading change={change} headingId={headingId} />
      <Differences change={change} />
      {decided ? null : (
        <div className="admin-pending-actions">
          <button type="button" onClick={() => decide("approve")} disabled={outcome.submitting}>
            {outcome.submitting && !rejecting ? m.approving : m.approve}
          </button>
          {rejecting ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void decide("reject");
              }}
            >
              <label htmlFor={noteId}>{m.rejectNote}</label>
              <textarea id={noteId} value={note} onChange={(event) => setNote(event.target.value)} rows={2} maxLength={1000} required />
              <button type="submit" disabled={outcome.submitting}>
                {outcome.submitting ? m.rejecting : m.confirmReject}
              </button>{" "}
              <button type="button" onClick={() => setRejecting(false)}>
                {m.cancel}
              </button>
            </form>
          ) : (
            <button type="button" onClick={() => setRejecting(true)}>
              {m.reject}
            </button>
          )}
        </div>
      )}
      <StatusLines status={outcome.status} />
    </article>
  );
}

function ChangeHeading({ change, headingId }: { change: Change; headingId: string }) {
  const m = adminRolesMessages.approval;
  return (
    <>
      <h3 id={headingId}>
        <span className="admin-pending-action">{m.actions[change.action] ?? change.action}</span> {typeName(change)}: {titleOf(change)}
      </h3>
      <p className="admin-pending-who">{m.byWhom(change.author, when(change.at))}</p>
    </>
  );
}

/** Each field the change sets: as visitors see it now, and as proposed (a new row: only the proposed). */
function Differences({ change }: { change: Change }) {
  const m = adminRolesMessages.approval;
  if (change.action === "delete") return <p>{m.deleteMeans}</p>;
  const spec = specOf(change);
  const label = (difference: Change["differences"][number]) => {
    const field = spec?.fields[difference.field];
    if (field) return fieldLabel(field);
    return adminLanguage() === "mr" ? difference.labelMr : difference.label;
  };
  return (
    <dl className="admin-pending-differences">
      {change.differences.map((difference) => (
        <div key={difference.field} data-field={difference.field}>
          <dt>{label(difference)}</dt>
          {change.action === "update" ? (
            <dd className="admin-pending-before">
              <span>{m.published}: </span>
              {difference.before ?? m.empty}
            </dd>
          ) : null}
          <dd className="admin-pending-after">
            {change.action === "update" ? <span>{m.proposed}: </span> : null}
            {difference.after ?? m.empty}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function MyPendingChanges() {
  const m = adminRolesMessages.approval;
  const { data, loading, error } = useQuery(AdminMyPendingChangesDocument, { fetchPolicy: "network-only" });
  const changes = data?.myPendingChanges ?? [];
  return (
    <ChangesSection id="my-pending-changes" kind="mine" heading={m.mineHeading} none={m.nothingOfYours} result={{ data, loading, error }} count={changes.length}>
      {changes.map((change) => (
        <MyChangeCard key={change.id} change={change} />
      ))}
    </ChangesSection>
  );
}

interface ChangesSectionProps {
  id: string;
  kind: "waiting" | "mine";
  heading: string;
  /** The line shown when the list is empty. */
  none: string;
  result: { data: unknown; loading: boolean; error?: Error };
  count: number;
  children: ReactNode;
}

/** A dashboard section of changes as cards (wide when it has any), with its loading, failure and "nothing" lines. */
function ChangesSection({ id, kind, heading, none, result, count, children }: ChangesSectionProps) {
  const { data, loading, error } = result;
  return (
    <section aria-labelledby={id} className={`${count > 0 ? "admin-dashboard-wide " : ""}admin-approvals`} data-approvals={kind}>
      <h2 id={id}>{heading}</h2>
      <LoadState loading={loading && !data} label={adminRolesMessages.approval.loading} failure={error && !data ? errorText(error) : null} />
      {data && count === 0 ? <p>{none}</p> : null}
      <div className="admin-pending-cards">{children}</div>
    </section>
  );
}

/** One of the editor's changes: its state (and the approver's note), Withdraw and a link to change it while it waits. */
function MyChangeCard({ change: initial }: { change: Change }) {
  const m = adminRolesMessages.approval;
  const [withdraw] = useMutation(AdminWithdrawChangeDocument);
  const [change, setChange] = useState(initial);
  const outcome = useFormStatus();
  const headingId = useId();
  const spec = specOf(change);

  async function onWithdraw() {
    outcome.begin();
    try {
      const result = await withdraw({ variables: { id: change.id } });
      if (result.data) setChange(result.data.withdrawChange);
      outcome.settle({ kind: "success", text: m.withdrawn(titleOf(change)) });
    } catch (error) {
      outcome.settle({ kind: "error", text: m.failed(errorText(error)) });
    }
  }

  return (
    <article className="admin-pending-change" aria-labelledby={headingId} data-change={change.id} data-state={change.state}>
      <ChangeHeading change={change} headingId={headingId} />
      <p className="admin-pending-state">
        <strong>{m.states[change.state] ?? change.state}</strong>
        {change.decidedBy && change.decidedAt ? <> · {m.decidedBy(change.decidedBy, when(change.decidedAt))}</> : null}
      </p>
      {change.note ? (
        <p className="admin-pending-note">
          {m.note}: {change.note}
        </p>
      ) : null}
      {change.state === "pending" ? (
        <>
          <Differences change={change} />
          <div className="admin-pending-actions">
            <button type="button" onClick={onWithdraw} disabled={outcome.submitting}>
              {outcome.submitting ? m.withdrawing : m.withdraw}
            </button>
            {spec && change.action !== "delete" ? <Link to={editLink(spec, change.rowId, publishedTitle(change, spec.titleField))}>{m.change}</Link> : null}
          </div>
        </>
      ) : null}
      <StatusLines status={outcome.status} />
    </article>
  );
}
