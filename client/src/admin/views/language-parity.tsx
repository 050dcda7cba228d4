import { Link } from "react-router-dom";
import { CONTENT_TYPES, type ContentKey } from "../../../../server/src/content/registry.js";
import type { AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { editLink } from "./edit-link.js";

// The dashboard's language parity (issue 19): for each section with texts in both languages, how
// many entries have English without Marathi yet, and links to the first of them, so a clerk sees
// at a glance whether the Marathi site is in step with the English one.

type Section = AdminDashboardQuery["missingMarathi"][number];

export function LanguageParity({ sections }: { sections: readonly Section[] }) {
  const behind = sections.filter((section) => section.missingCount > 0);
  return (
    <section aria-labelledby="language-parity-heading" className="admin-language-parity">
      <h2 id="language-parity-heading">Marathi still missing</h2>
      {behind.length === 0 ? (
        <p>Every text has its Marathi version: the Marathi pages are in step with the English ones.</p>
      ) : (
        <>
          <p>These entries have English text without its Marathi version; Marathi pages show them in English until it is added.</p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Without Marathi</th>
                <th scope="col">Entries</th>
              </tr>
            </thead>
            <tbody>
              {behind.map((section) => (
                <tr key={section.type} data-parity={section.type}>
                  <th scope="row">{section.typeLabel}</th>
                  <td>{section.missingCount}</td>
                  <td>
                    <ParityRows section={section} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function ParityRows({ section }: { section: Section }) {
  const spec = CONTENT_TYPES[section.type as ContentKey];
  if (!spec) return null;
  const more = section.missingCount - section.rows.length;
  return (
    <ul className="admin-parity-rows">
      {section.rows.map((row) => {
        const name = row.title || `${spec.label} ${row.id}`;
        const fields = row.fields.map((field) => spec.fields[field]?.label ?? field).join(", ");
        return (
          <li key={row.id}>
            <Link to={editLink(spec, row.id, row.title)} aria-label={`Add Marathi to ${name}`}>
              {name}
            </Link>{" "}
            <span className="admin-hint">({fields})</span>
          </li>
        );
      })}
      {more > 0 ? (
        <li>
          and {more} more: <Link to={`/admin-login/${spec.admin.manageRoute}`}>see all {spec.pluralLabel.toLowerCase()}</Link>
        </li>
      ) : null}
    </ul>
  );
}
