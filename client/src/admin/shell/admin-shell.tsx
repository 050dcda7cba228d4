import { useApolloClient, useMutation } from "@apollo/client/react";
import { useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useParams } from "react-router-dom";
import { AddAdmin } from "../accounts/add-admin.js";
import { AddForm } from "../views/add-form.js";
import { AdminSignOutDocument } from "../../graphql/generated/graphql.js";
import type { Admin } from "./admin.js";
import { adminRoutes, HISTORY_PAGE, navigationGroups, routeShownTo, TRASH_ROUTE, type AdminSettingsRoute } from "./admin-routes.js";
import { ActivityView } from "../views/activity-view.js";
import { HistoryView } from "../views/history-view.js";
import { TrashView } from "../views/trash-view.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { GigwReadiness } from "../views/gigw-readiness.js";
import { Dashboard } from "../views/dashboard.js";
import { isSubmission } from "../views/dashboard-document.js";
import { errorText } from "./errors.js";
import { ManageAdmins } from "../accounts/manage-admins.js";
import { ManageTable } from "../views/manage-table.js";
import { MyPassword } from "../accounts/my-password.js";
import { TwoStepPage } from "../two-step/two-step-page.js";
import { SiteSettings } from "../views/site-settings.js";
import { ApiTokens } from "../tokens/api-tokens.js";
import { UploadLimitProvider } from "../views/upload-limit.js";
import { WithContentDocuments } from "../views/with-content-documents.js";
import { ViewFrame } from "../views/view-frame.js";
import { WebhooksView } from "../webhooks/webhooks-view.js";
import { adminShellMessages as m } from "../../messages/admin-shell.js";
import { PanelLanguageSwitch } from "./panel-language.js";
import { useCardLabels } from "./card-labels.js";

/** The Admin Settings views, by route. */
const SETTINGS_VIEWS: Record<AdminSettingsRoute, (admin: Admin) => ReactNode> = {
  "add-admin": () => <AddAdmin />,
  "manage-admins": (admin) => <ManageAdmins admin={admin} />,
  "site-settings": () => <SiteSettings />,
  webhooks: () => <WebhooksView />,
  "api-tokens": () => <ApiTokens />,
  "my-password": (admin) => <MyPassword admin={admin} />,
  "two-step": () => <TwoStepPage />,
  activity: () => <ActivityView />,
  "gigw-readiness": () => <GigwReadiness />,
};

/** The dashboard: the side navigation (250 px; behind a button on a phone) and the view {page} names. */
export function AdminShell({ admin }: { admin: Admin }) {
  const page = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = navigationGroups(admin);
  const content = useRef<HTMLElement>(null);
  useCardLabels(content);
  return (
    <div className="admin-shell">
      <nav className={`admin-nav${menuOpen ? " open" : ""}`} aria-label={m.navigationLabel}>
        <div className="admin-nav-top">
          <Link to="/admin-login/" className="admin-nav-title">
            {m.panelTitle}
          </Link>
          <button type="button" className="admin-menu-button" aria-expanded={menuOpen} aria-controls="admin-nav-groups" onClick={() => setMenuOpen(!menuOpen)}>
            {m.menu}
          </button>
        </div>
        <div id="admin-nav-groups" className="admin-nav-groups">
          <p className="admin-nav-who">{m.signedInAs(admin.displayName || admin.email)}</p>
          <a href="/" className="admin-visit-site">
            {m.visitSite}
          </a>
          {groups.map((group) => (
            <section key={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.types.map((type) => (
                  <li key={type.manageRoute} className="admin-nav-type">
                    <span className="admin-nav-type-name">{type.label}</span>
                    <NavLink to={`/admin-login/${type.addRoute}`} aria-label={m.addType(type.label)} onClick={() => setMenuOpen(false)}>
                      {m.add}
                    </NavLink>
                    <NavLink to={`/admin-login/${type.manageRoute}`} aria-label={m.manageType(type.label)} onClick={() => setMenuOpen(false)}>
                      {m.manage}
                    </NavLink>
                  </li>
                ))}
                {group.links.map((link) => (
                  <li key={link.route}>
                    <NavLink to={`/admin-login/${link.route}`} onClick={() => setMenuOpen(false)}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </nav>
      <main id="main" className="admin-content" ref={content}>
        <div className="admin-user">
          <span className="admin-user-who">
            {m.signedInAs(admin.displayName || admin.email)} <Link to="/admin-login/my-password">{m.changeMyPassword}</Link>
          </span>{" "}
          <SignOutButton />
          <PanelLanguageSwitch />
        </div>
        <UploadLimitProvider>
          <AdminView page={page} admin={admin} />
        </UploadLimitProvider>
      </main>
    </div>
  );
}

function AdminView({ page, admin }: { page: string; admin: Admin }) {
  if (page === "" || page === "dashboard") return <Dashboard account={admin} />;
  const view = adminRoutes.get(page);
  if (view) {
    const { spec } = view;
    return (
      <WithContentDocuments key={`${view.view}:${spec.key}`} spec={spec}>
        {(documents) =>
          view.view === "add" ? (
            <AddForm spec={spec} documents={documents} />
          ) : (
            <ManageTable spec={spec} documents={documents} csvExport={isSubmission(spec)} proposes={admin.role === "EDITOR"} />
          )
        }
      </WithContentDocuments>
    );
  }
  const history = HISTORY_PAGE.exec(page);
  const historySpec = history ? CONTENT_TYPE_LIST.find((spec) => spec.key === history[1]) : undefined;
  if (history && historySpec) return <HistoryView key={page} spec={historySpec} id={history[2]!} />;
  if (page === TRASH_ROUTE) return <TrashView />;
  if (Object.hasOwn(SETTINGS_VIEWS, page)) {
    // Typed or bookmarked by an account that is not an administrator: say so, rather than a
    // page whose every call the server refuses.
    if (!routeShownTo(admin.role, page as AdminSettingsRoute)) {
      return (
        <ViewFrame
          heading={m.administratorsOnlyHeading}
          intro={
            <>
              {m.administratorsOnlyText} <Link to="/admin-login/">{m.goToDashboard}</Link>.
            </>
          }
        />
      );
    }
    return SETTINGS_VIEWS[page as AdminSettingsRoute](admin);
  }
  return (
    <ViewFrame
      heading={m.notFoundHeading}
      intro={
        <>
          {m.notFoundText(page)} <Link to="/admin-login/">{m.goToDashboard}</Link>.
        </>
      }
    />
  );
}

function SignOutButton() {
  const client = useApolloClient();
  const [signOut, { loading }] = useMutation(AdminSignOutDocument);
  const [problem, setProblem] = useState("");
  return (
    <>
      <button
        type="button"
        disabled={loading}
        onClick={async () => {
          try {
            await signOut();
            await client.resetStore();
          } catch (error) {
            setProblem(errorText(error));
          }
        }}
      >
        {m.signOut}
      </button>
      <span role="alert" className="admin-error">
        {problem}
      </span>
    </>
  );
}
