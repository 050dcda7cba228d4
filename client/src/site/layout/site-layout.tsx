import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { shell } from "../../messages/shell.js";
import { BrokenLinksProvider } from "../../ui/broken-links.js";
import { useLayoutData } from "./layout-data.js";
import { PageLoading } from "./progress-bar.js";
import { SiteFooter } from "./site-footer.js";
import { SiteHeader } from "./site-header.js";

// Every public page: the skip link, the header with its menus, the page itself and the footer.
// Each page sets its own <title> (layout/page-title.tsx). Rendered by the server only (the
// browser hydrates the islands): the Suspense boundary is the render's, the progress bar on a
// link's click is layout/navigation-progress.ts.
export function SiteLayout() {
  const data = useLayoutData();
  const name = data?.siteSettings.instituteName || shell.fallbackInstituteName;

  return (
    <BrokenLinksProvider hrefs={data?.brokenLinkTargets}>
      <a className="skip-link" href="#main">
        {shell.skipToContent}
      </a>
      <SiteHeader data={data} name={name} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter data={data} name={name} />
    </BrokenLinksProvider>
  );
}
