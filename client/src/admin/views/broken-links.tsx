import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { CONTENT_TYPES, type ContentKey } from "../../../../server/src/content/registry.js";
import { AdminCheckLinksNowDocument, AdminDashboardDocument, type AdminDashboardQuery } from "../../graphql/generated/graphql.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { fieldLabel, pluralLabel, typeLabel } from "../../messages/admin-registry.js";
import { DashboardTableSection } from "./dashboard-list.js";
import { editLink } from "./edit-link.js";

// The dashboard's broken links (issue 37): each link in content that leads nowhere, with the
// entry that holds it (a link to its edit form) and why; a button checks every link again (the
// server also does daily, and on every save).

type Broken = AdminDashboardQuery["brokenLinks"][number];

export function BrokenLinks({ links }: { links: readonly Broken[] }) {
  const m = adminShellMessages.brokenLinks;
  const [checkNow, { loading }] = useMutation(AdminCheckLinksNowDocument, { refetchQueries: [AdminDashboardDocument], awaitRefetchQueries: true });
  return (
    <DashboardTableSection
      id="broken-links-heading"
      heading={m.heading}
      marks={{ className: "admin-broken-links" }}
      rows={links.map((link) => <BrokenLinkRow key={`${link.type}-${link.id}-${link.field}-${link.href}`} link={link} />)}
      nothing={m.none}
      intro={m.intro}
      columns={[m.section, m.entry, m.address, m.problem]}
    >
      <p>
        <button type="button" onClick={() => void checkNow().catch(() => undefined)} disabled={loading}>
          {loading ? m.checking : m.checkNow}
        </button>{" "}
        <Link to="/admin-login/gigw-readiness">{m.meterLink}</Link>
      </p>
    </DashboardTableSection>
  );
}

function BrokenLinkRow({ link }: { link: Broken }) {
  const m = adminShellMessages.brokenLinks;
  const spec = CONTENT_TYPES[link.type as ContentKey];
  const name = link.title || (spec ? adminShellMessages.dashboard.untitledItem(typeLabel(spec), String(link.id)) : String(link.id));
  const field = spec?.fields[link.field];
  return (
    <tr data-broken-link={link.href}>
      <td>{spec ? pluralLabel(spec) : link.typeLabel}</td>
      <td>
        {spec ? (
          <Link to={editLink(spec, link.id, link.title)} aria-label={m.correct(name)}>
            {name}
          </Link>
        ) : (
          name
        )}
        {field ? <span className="admin-hint"> ({fieldLabel(field)})</span> : null}
      </td>
      <td>
        <code>{link.href}</code>
      </td>
      <td>{m.reasons[link.reason] ?? link.reason}</td>
    </tr>
  );
}
