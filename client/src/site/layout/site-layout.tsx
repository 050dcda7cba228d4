import { useQuery } from "@apollo/client/react";
import { Link, Outlet } from "react-router-dom";
import { SiteLayoutDocument } from "../../graphql/generated/graphql.js";

// Shown until the settings are loaded, or when they have never been saved.
const FALLBACK_NAME = "Government Polytechnic";

export function SiteLayout() {
  const { data } = useQuery(SiteLayoutDocument);
  const settings = data?.siteSettings;
  const name = settings?.instituteName || FALLBACK_NAME;

  return (
    <>
      {settings?.instituteName && <title>{settings.instituteName}</title>}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        {(settings?.phone || settings?.email) && (
          <div className="top-strip">
            {settings.phone && (
              <span>
                Phone: <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>{settings.phone}</a>
              </span>
            )}
            {settings.email && (
              <span>
                E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </span>
            )}
          </div>
        )}
        <div className="site-title">
          <Link to="/" className="site-name">
            {name}
          </Link>
          {settings?.address && <p className="site-address">{settings.address}</p>}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
      </footer>
    </>
  );
}
