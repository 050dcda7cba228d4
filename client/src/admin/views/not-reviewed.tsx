import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { pluralLabel, typeLabel } from "../../messages/admin-registry.js";
import { formatDate } from "../../../../server/src/content/format-date.js";
import type { AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { editLink } from "./edit-link.js";
import { DashboardTableSection } from "./dashboard-list.js";

// The dashboard's "not reviewed for a year", one list per type with a "last reviewed" date
// (page texts): the clerk opens each, reads it, and confirms it (or corrects it).

type Item = AdminDashboardQuery["notReviewedSince"][number];

export function NotReviewed({ items }: { items: readonly Item[] }) {
  const m = adminShellMessages.dashboard;
  return (
    <>
      {CONTENT_TYPE_LIST.filter((spec) => spec.lifecycle?.reviewed).map((spec) => {
        const due = items.filter((item) => item.type === spec.key);
        const headingId = `not-reviewed-${spec.key}`;
        return (
          <DashboardTableSection
            key={spec.key}
            id={headingId}
            heading={m.notReviewedHeading(pluralLabel(spec))}
            marks={{ "data-not-reviewed": spec.key }}
            rows={due.map((item) => (
              <tr key={item.id}>
                <td>{item.title || "—"}</td>
                <td>{item.reviewedOn ? <time dateTime={item.reviewedOn}>{formatDate(item.reviewedOn)}</time> : m.never}</td>
                <td>
                  <Link to={editLink(spec, item.id, item.title)} aria-label={m.editItem(item.title || m.untitledItem(typeLabel(spec), item.id))}>
                    {m.edit}
                  </Link>
                </td>
              </tr>
            ))}
            nothing={m.allReviewed(typeLabel(spec))}
            columns={[m.title, m.lastReviewed, m.action]}
            tableClassName="admin-not-reviewed"
          />
        );
      })}
    </>
  );
}
