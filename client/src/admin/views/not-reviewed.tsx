import { Link } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { formatDate } from "../../../../server/src/content/format-date.js";
import type { AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { editLink } from "./edit-link.js";

// The dashboard's "not reviewed for a year", one list per type with a "last reviewed" date
// (page texts): the clerk opens each, reads it, and confirms it (or corrects it).

type Item = AdminDashboardQuery["notReviewedSince"][number];

export function NotReviewed({ items }: { items: readonly Item[] }) {
  return (
    <>
      {CONTENT_TYPE_LIST.filter((spec) => spec.lifecycle?.reviewed).map((spec) => {
        const due = items.filter((item) => item.type === spec.key);
        const headingId = `not-reviewed-${spec.key}`;
        return (
          <section key={spec.key} aria-labelledby={headingId} data-not-reviewed={spec.key}>
            <h2 id={headingId}>{spec.pluralLabel} not reviewed for a year</h2>
            {due.length === 0 ? (
              <p>Every {spec.label.toLowerCase()} was reviewed in the last year.</p>
            ) : (
              <table className="admin-table admin-not-reviewed">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Last reviewed</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {due.map((item) => (
                    <tr key={item.id}>
                      <td>{item.title || "—"}</td>
                      <td>{item.reviewedOn ? <time dateTime={item.reviewedOn}>{formatDate(item.reviewedOn)}</time> : "never"}</td>
                      <td>
                        <Link to={editLink(spec, item.id, item.title)} aria-label={`Edit ${item.title || `${spec.label.toLowerCase()} ${item.id}`}`}>
                          Edit
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </>
  );
}
