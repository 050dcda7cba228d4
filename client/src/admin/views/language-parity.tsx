import { Link } from "react-router-dom";
import { CONTENT_TYPES, type ContentKey } from "../../../../server/src/content/registry.js";
import type { AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { fieldLabel, pluralLabel, typeLabel } from "../../messages/admin-registry.js";
import { editLink } from "./edit-link.js";
import { DashboardTableSection } from "./dashboard-list.js";

// The dashboard's language parity (issue 19): for each section with texts in both languages, how
// many entries have English without Marathi yet, and links to the first of them, so a clerk sees
// at a glance whether the Marathi site is in step with the English one.

type Section = AdminDashboardQuery["missingMarathi"][number];

export function LanguageParity({ sections }: { sections: readonly Section[] }) {
  const m = adminShellMessages.parity;
  const behind = sections.filter((section) => section.missingCount > 0);
  return (
    <DashboardTableSection
      id="language-parity-heading"
      heading={m.heading}
      marks={{ className: "admin-language-parity" }}
      rows={behind.map((section) => {
        const spec = CONTENT_TYPES[section.type as ContentKey];
        return (
          <tr key={section.type} data-parity={section.type}>
            <th scope="row">{spec ? pluralLabel(spec) : section.typeLabel}</th>
            <td>{section.missingCount}</td>
            <td>
              <ParityRows section={section} />
            </td>
          </tr>
        );
      })}
      nothing={m.inStep}
      intro={m.behind}
      columns={[m.section, m.withoutMarathi, m.entries]}
    />
  );
}

function ParityRows({ section }: { section: Section }) {
  const spec = CONTENT_TYPES[section.type as ContentKey];
  if (!spec) return null;
  const m = adminShellMessages.parity;
  const more = section.missingCount - section.rows.length;
  return (
    <ul className="admin-parity-rows">
      {section.rows.map((row) => {
        const name = row.title || adminShellMessages.dashboard.untitledItem(typeLabel(spec), String(row.id));
        const fields = row.fields.map((field) => (spec.fields[field] ? fieldLabel(spec.fields[field]!) : field)).join(", ");
        return (
          <li key={row.id}>
            <Link to={editLink(spec, row.id, row.title)} aria-label={m.addMarathiTo(name)}>
              {name}
            </Link>{" "}
            <span className="admin-hint">({fields})</span>
          </li>
        );
      })}
      {more > 0 ? (
        <li>
          {m.andMore(more)} <Link to={`/admin-login/${spec.admin.manageRoute}`}>{m.seeAll(pluralLabel(spec))}</Link>
        </li>
      ) : null}
    </ul>
  );
}
