import { useQuery } from "@apollo/client/react";
import { Outlet } from "react-router-dom";
import { SiteLayoutDocument } from "../../graphql/generated/graphql.js";
import { shell } from "../../messages/en/shell.js";
import { NavigationProgress } from "./progress-bar.js";
import { SiteFooter } from "./site-footer.js";
import { SiteHeader } from "./site-header.js";

// Every public page: the skip link, the navigation progress bar, the header with its menus,
// the page itself and the footer. Each page sets its own <title> (layout/page-title.tsx).
export function SiteLayout() {
  const { data } = useQuery(SiteLayoutDocument);
  const name = data?.siteSettings.instituteName || shell.fallbackInstituteName;

  return (
    <>
      <a className="skip-link" href="#main">
        {shell.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader data={data} name={name} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter data={data} name={name} />
    </>
  );
}
