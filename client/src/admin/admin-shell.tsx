import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { Link, NavLink, useParams } from "react-router-dom";
import { CONTENT_TYPE_LIST } from "../../../server/src/content/registry.js";
import { AddForm } from "./add-form.js";
import { countsDocument, SIGN_OUT, type Admin } from "./admin-operations.js";
import { ADMIN_SETTINGS_ROUTES, addLabel, adminRoutes, navigationGroups } from "./admin-routes.js";
import { errorText } from "./errors.js";
import { ManageTable } from "./manage-table.js";

/** The dashboard: the side navigation (250 px; behind a button on a phone) and the view {page} names. */
export function AdminShell({ admin }: { admin: Admin }) {
  const page = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = useMemo(() => navigationGroups(), []);
  return (
    <div className="admin-shell">
      <nav className={`admin-nav${menuOpen ? " open" : ""}`} aria-label="Admin panel">
        <div className="admin-nav-top">
          <Link to="/admin-login/" className="admin-nav-title">
            Admin Panel
          </Link>
          <button type="button" className="admin-menu-button" aria-expanded={menuOpen} aria-controls="admin-nav-groups" onClick={() => setMenuOpen(!menuOpen)}>
            Menu
          </button>
        </div>
        <div id="admin-nav-groups" className="admin-nav-groups">
          <a href="/" className="admin-visit-site">
            Visit Site
          </a>
          {groups.map((group) => (
            <section key={group.title}>
              <h2>{group.title}</h2>
              <ul>
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
      <main id="main" className="admin-content">
        <div className="admin-user">
          Signed in as {admin.displayName || admin.email} <SignOutButton />
        </div>
        <AdminView page={page} />
      </main>
    </div>
  );
}

function AdminView({ page }: { page: string }) {
  if (page === "" || page === "dashboard") return <Landing />;
  const view = adminRoutes.get(page);
  if (view?.view === "add") return <AddForm key={view.spec.key} spec={view.spec} />;
  if (view?.view === "manage") return <ManageTable key={view.spec.key} spec={view.spec} />;
  if ((ADMIN_SETTINGS_ROUTES as readonly string[]).includes(page)) {
    return (
      <section>
        <h1>{page === "add-admin" ? "Add Admin" : "Manage Admins"}</h1>
        <p>Administrator accounts are managed on the server for now:</p>
        <pre>
          <code>npm run admin -- create --email clerk@college.example</code>
        </pre>
      </section>
    );
  }
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is no administration page called “{page}”. <Link to="/admin-login/">Go to the dashboard</Link>.
      </p>
    </section>
  );
}

function SignOutButton() {
  const client = useApolloClient();
  const [signOut, { loading }] = useMutation(SIGN_OUT);
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
        Sign out
      </button>
      <span role="alert" className="admin-error">
        {problem}
      </span>
    </>
  );
}

/** The landing view: every content type with how many it holds, in one request. */
function Landing() {
  const document = useMemo(() => countsDocument(CONTENT_TYPE_LIST), []);
  const { data, loading, error } = useQuery(document, { fetchPolicy: "network-only" });
  return (
    <section>
      <h1>Dashboard</h1>
      {loading && !data ? <div className="admin-progress" role="progressbar" aria-label="Loading the counts" /> : null}
      {error && !data ? (
        <p role="alert" className="admin-error">
          {errorText(error)}
        </p>
      ) : null}
      {data ? (
        <table className="admin-table admin-counts">
          <caption>What the site holds</caption>
          <thead>
            <tr>
              <th scope="col">Content</th>
              <th scope="col">Count</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {CONTENT_TYPE_LIST.map((spec) => (
              <tr key={spec.key} data-type={spec.key}>
                <th scope="row">{addLabel(spec)}</th>
                <td className="count">{data[spec.graphql.list]?.totalCount ?? "?"}</td>
                <td>
                  <Link to={`/admin-login/${spec.admin.addRoute}`}>Add</Link> <Link to={`/admin-login/${spec.admin.manageRoute}`}>Manage</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
