import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { addLabel } from "../shell/admin-routes.js";
import { cellText, panelCellWords } from "./cell-text.js";
import { AdminDashboardDocument, type AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { dashboardVariables, EXPIRING_DAYS, isSubmission } from "./dashboard-document.js";
import type { PanelAccount } from "../shell/account-reach.js";
import { NotReviewed } from "./not-reviewed.js";
import { LanguageParity } from "./language-parity.js";
import { BrokenLinks } from "./broken-links.js";
import { errorText } from "../shell/errors.js";
import { momentText as when } from "./moment-text.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { fieldLabel, pluralLabel } from "../../messages/admin-registry.js";
import { LoadState } from "./load-state.js";
import { ViewFrame } from "./view-frame.js";
import { ColumnHeadings } from "./admin-table.js";
import { DashboardList } from "./dashboard-list.js";
import { QuickTypes, quickTypes } from "./quick-types.js";
import { Approvals } from "./approvals.js";
import type { AccountRole } from "../../graphql/generated/graphql.js";

/** A type's count, with its newest rows for a public submission type, as the dashboard reads it by the type's list name. */
type DashboardPage = { totalCount: number; items?: readonly ({ id: string; createdAt: string } & { readonly [column: string]: unknown })[] };

/** The dashboard's answer but its recent changes: every type's page by its list name (the query is written from the registry). */
type DashboardPages = Readonly<Record<string, DashboardPage | undefined>>;
function pagesByList(data: AdminDashboardQuery): DashboardPages {
  const { recentChanges: _changes, expiringSoon: _expiring, notReviewedSince: _notReviewed, missingMarathi: _missing, brokenLinks: _broken, ...pages } = data;
  return pages;
}

/**
 * The landing view, in one request: what a clerk does most first (the types they work on, with
 * Add and Manage), the changes waiting for approval (their own, or those they approve), then what changed last and what waits for them (what leaves the site soon,
 * the public's newest submissions, texts due for review, Marathi still missing, broken links), and last how
 * many of each type the site holds (folded).
 */
export function Dashboard({ account }: { account: PanelAccount & { role: AccountRole } }) {
  const role = account.role;
  const { data, loading, error } = useQuery(AdminDashboardDocument, { fetchPolicy: "network-only", variables: dashboardVariables(account) });
  const pages = data ? pagesByList(data) : undefined;
  const m = adminShellMessages.dashboard;
  return (
    <ViewFrame heading={m.heading}>
      <LoadState loading={loading && !data} label={m.loading} failure={error && !data ? errorText(error) : null} />
      <div className="admin-dashboard">
        {data && pages ? (
          <QuickTypes types={quickTypes(data.recentChanges.map((change) => change.type))} countOf={(spec) => pages[spec.graphql.list]?.totalCount} />
        ) : null}
        {/* Its own requests: the changes waiting show whatever becomes of the rest. */}
        <Approvals role={role} />
        {data && pages ? (
          <>
            <RecentChanges changes={data.recentChanges} />
            <ExpiringSoon items={data.expiringSoon} />
            <NewestSubmissions pages={pages} />
            <NotReviewed items={data.notReviewedSince} />
            <LanguageParity sections={data.missingMarathi} />
            <BrokenLinks links={data.brokenLinks} />
            <Counts pages={pages} />
          </>
        ) : null}
      </div>
    </ViewFrame>
  );
}

/** A row of some type in a dashboard list: its type (a link to the type's manage table, else `typeLabel`), its title, and a moment. */
interface TypedMoment {
  type: string;
  id: string;
  title: string | null;
  typeLabel: string;
  at: string;
}

/**
 * A dashboard list of rows of any type with a moment each (what leaves the site soon, what
 * changed last), or its "nothing" line. Each row carries `data-{rowData}` = its type.
 */
function TypedMoments(props: {
  id: string;
  heading: string;
  nothing: string;
  className: string;
  momentHeading: string;
  rowData: "expiring-type" | "change-type";
  rows: readonly TypedMoment[];
}) {
  const m = adminShellMessages.dashboard;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      {props.rows.length === 0 ? (
        <p>{props.nothing}</p>
      ) : (
        <DashboardList labelledBy={props.id}>
          <table className={`admin-table ${props.className}`}>
            <ColumnHeadings labels={[m.content, m.title, props.momentHeading]} />
            <tbody>
              {props.rows.map((row) => {
                const spec = CONTENT_TYPE_LIST.find((candidate) => candidate.key === row.type);
                return (
                  <tr key={`${row.type}-${row.id}`} {...{ [`data-${props.rowData}`]: row.type }}>
                    <td>{spec ? <Link to={`/admin-login/${spec.admin.manageRoute}`}>{addLabel(spec)}</Link> : row.typeLabel}</td>
                    <td>{row.title || "—"}</td>
                    <td>
                      <time dateTime={row.at}>{when(row.at)}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </DashboardList>
      )}
    </section>
  );
}

/** What leaves the site soon: the clerk may extend it (its "Valid until") or let it go to the archive. */
function ExpiringSoon({ items }: { items: AdminDashboardQuery["expiringSoon"] }) {
  const m = adminShellMessages.dashboard;
  return (
    <TypedMoments
      id="expiring-soon"
      heading={m.expiringHeading(EXPIRING_DAYS)}
      nothing={m.nothingExpiring(EXPIRING_DAYS)}
      className="admin-expiring"
      momentHeading={m.leavesTheSite}
      rowData="expiring-type"
      rows={items.map((item) => ({ ...item, at: item.validUntil }))}
    />
  );
}

function RecentChanges({ changes }: { changes: AdminDashboardQuery["recentChanges"] }) {
  const m = adminShellMessages.dashboard;
  return (
    <TypedMoments
      id="recent-changes"
      heading={m.recentHeading}
      nothing={m.nothingAdded}
      className="admin-recent"
      momentHeading={m.when}
      rowData="change-type"
      rows={changes.map((change) => ({ ...change, typeLabel: change.type, at: change.updatedAt }))}
    />
  );
}

function NewestSubmissions({ pages }: { pages: DashboardPages }) {
  const m = adminShellMessages.dashboard;
  return (
    <>
      {/* Only the submissions the account reads were asked for (dashboardVariables). */}
      {CONTENT_TYPE_LIST.filter((spec) => isSubmission(spec) && pages[spec.graphql.list]).map((spec) => {
        const page = pages[spec.graphql.list];
        const items = page?.items ?? [];
        const headingId = `newest-${spec.key}`;
        return (
          <section key={spec.key} aria-labelledby={headingId} data-submissions={spec.key}>
            <h2 id={headingId}>{m.newestHeading(pluralLabel(spec))}</h2>
            {items.length === 0 ? (
              <p>{m.noneReceived}</p>
            ) : (
              <DashboardList labelledBy={headingId}>
                <table className="admin-table">
                  <ColumnHeadings labels={[m.received, ...spec.admin.columns.map((column) => fieldLabel(spec.fields[column]!))]} />
                  <tbody>
                    {items.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
                        </td>
                        {spec.admin.columns.map((column) => (
                          <td key={column}>{cellText(spec.fields[column]!, row[column], { origin: window.location.origin, words: panelCellWords() })}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </DashboardList>
            )}
            <p>
              <Link to={`/admin-login/${spec.admin.manageRoute}`}>{m.all(page?.totalCount ?? 0, pluralLabel(spec))}</Link>
            </p>
          </section>
        );
      })}
    </>
  );
}

function Counts({ pages }: { pages: DashboardPages }) {
  const m = adminShellMessages.dashboard;
  return (
    <section aria-labelledby="content-counts" className="admin-dashboard-wide">
      <details>
        <summary>
          <h2 id="content-counts">{m.countsHeading}</h2>
        </summary>
        <table className="admin-table admin-counts">
          <ColumnHeadings labels={[m.content, m.count, m.actions]} />
          <tbody>
            {CONTENT_TYPE_LIST.filter((spec) => pages[spec.graphql.list]).map((spec) => (
              <tr key={spec.key} data-type={spec.key}>
                <th scope="row">{addLabel(spec)}</th>
                <td className="count">{pages[spec.graphql.list]?.totalCount}</td>
                <td>
                  <Link to={`/admin-login/${spec.admin.addRoute}`}>{m.add}</Link> <Link to={`/admin-login/${spec.admin.manageRoute}`}>{m.manage}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
