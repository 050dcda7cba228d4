import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { addLabel } from "../shell/admin-routes.js";
import { cellText } from "./cell-text.js";
import { AdminDashboardDocument, type AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { EXPIRING_DAYS, isSubmission } from "./dashboard-document.js";
import { NotReviewed } from "./not-reviewed.js";
import { LanguageParity } from "./language-parity.js";
import { errorText } from "../shell/errors.js";
import { momentText as when } from "./moment-text.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { fieldLabel, pluralLabel } from "../../messages/admin-registry.js";
import { LoadState } from "./load-state.js";


/** A type's count, with its newest rows for a public submission type, as the dashboard reads it by the type's list name. */
type DashboardPage = { totalCount: number; items?: readonly ({ id: string; createdAt: string } & { readonly [column: string]: unknown })[] };

/** The dashboard's answer but its recent changes: every type's page by its list name (the query is written from the registry). */
type DashboardPages = Readonly<Record<string, DashboardPage | undefined>>;
function pagesByList(data: AdminDashboardQuery): DashboardPages {
  const { recentChanges: _changes, expiringSoon: _expiring, notReviewedSince: _notReviewed, missingMarathi: _missing, ...pages } = data;
  return pages;
}

/** The landing view: how many of each type, what changed last, and the newest public submissions, in one request. */
export function Dashboard() {
  const { data, loading, error } = useQuery(AdminDashboardDocument, { fetchPolicy: "network-only" });
  const pages = data ? pagesByList(data) : undefined;
  const m = adminShellMessages.dashboard;
  return (
    <section>
      <h1>{m.heading}</h1>
      <LoadState loading={loading && !data} label={m.loading} failure={error && !data ? errorText(error) : null} />
      {data && pages ? (
        <div className="admin-dashboard">
          <ExpiringSoon items={data.expiringSoon} />
          <NotReviewed items={data.notReviewedSince} />
          <LanguageParity sections={data.missingMarathi} />
          <RecentChanges changes={data.recentChanges} />
          <NewestSubmissions pages={pages} />
          <Counts pages={pages} />
        </div>
      ) : null}
    </section>
  );
}

/** A dashboard table's head: one column heading a name. */
function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          <th scope="col" key={index}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What leaves the site soon: the clerk may extend it (its "Valid until") or let it go to the archive. */
function ExpiringSoon({ items }: { items: AdminDashboardQuery["expiringSoon"] }) {
  const m = adminShellMessages.dashboard;
  return (
    <section aria-labelledby="expiring-soon">
      <h2 id="expiring-soon">{m.expiringHeading(EXPIRING_DAYS)}</h2>
      {items.length === 0 ? (
        <p>{m.nothingExpiring(EXPIRING_DAYS)}</p>
      ) : (
        <table className="admin-table admin-expiring">
          <ColumnHeads names={[m.content, m.title, m.leavesTheSite]} />
          <tbody>
            {items.map((item) => {
              const spec = CONTENT_TYPE_LIST.find((type) => type.key === item.type);
              return (
                <tr key={`${item.type}-${item.id}`} data-expiring-type={item.type}>
                  <td>{spec ? <Link to={`/admin-login/${spec.admin.manageRoute}`}>{addLabel(spec)}</Link> : item.typeLabel}</td>
                  <td>{item.title || "—"}</td>
                  <td>
                    <time dateTime={item.validUntil}>{when(item.validUntil)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RecentChanges({ changes }: { changes: AdminDashboardQuery["recentChanges"] }) {
  const m = adminShellMessages.dashboard;
  return (
    <section aria-labelledby="recent-changes">
      <h2 id="recent-changes">{m.recentHeading}</h2>
      {changes.length === 0 ? (
        <p>{m.nothingAdded}</p>
      ) : (
        <table className="admin-table admin-recent">
          <ColumnHeads names={[m.content, m.title, m.when]} />
          <tbody>
            {changes.map((change) => {
              const spec = CONTENT_TYPE_LIST.find((type) => type.key === change.type);
              return (
                <tr key={`${change.type}-${change.id}`} data-change-type={change.type}>
                  <td>{spec ? <Link to={`/admin-login/${spec.admin.manageRoute}`}>{addLabel(spec)}</Link> : change.type}</td>
                  <td>{change.title || "—"}</td>
                  <td>
                    <time dateTime={change.updatedAt}>{when(change.updatedAt)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function NewestSubmissions({ pages }: { pages: DashboardPages }) {
  const m = adminShellMessages.dashboard;
  return (
    <>
      {CONTENT_TYPE_LIST.filter(isSubmission).map((spec) => {
        const page = pages[spec.graphql.list];
        const items = page?.items ?? [];
        const headingId = `newest-${spec.key}`;
        return (
          <section key={spec.key} aria-labelledby={headingId} data-submissions={spec.key}>
            <h2 id={headingId}>{m.newestHeading(pluralLabel(spec))}</h2>
            {items.length === 0 ? (
              <p>{m.noneReceived}</p>
            ) : (
              <div className="admin-table-scroll">
                <table className="admin-table">
                  <ColumnHeads names={[m.received, ...spec.admin.columns.map((column) => fieldLabel(spec.fields[column]!))]} />
                  <tbody>
                    {items.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
                        </td>
                        {spec.admin.columns.map((column) => (
                          <td key={column}>{cellText(spec.fields[column]!, row[column], { origin: window.location.origin })}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <Link to={`/admin-login/${spec.admin.manageRoute}`}>
                {m.all(page?.totalCount ?? 0, pluralLabel(spec))}
              </Link>
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
    <section aria-labelledby="content-counts">
      <h2 id="content-counts">{m.countsHeading}</h2>
      <table className="admin-table admin-counts">
        <ColumnHeads names={[m.content, m.count, m.actions]} />
        <tbody>
          {CONTENT_TYPE_LIST.map((spec) => (
            <tr key={spec.key} data-type={spec.key}>
              <th scope="row">{addLabel(spec)}</th>
              <td className="count">{pages[spec.graphql.list]?.totalCount ?? "?"}</td>
              <td>
                <Link to={`/admin-login/${spec.admin.addRoute}`}>{m.add}</Link> <Link to={`/admin-login/${spec.admin.manageRoute}`}>{m.manage}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
