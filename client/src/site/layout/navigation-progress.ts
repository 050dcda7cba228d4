import { shell } from "../../messages/shell.js";

// The 4 px bar at the top of the window while the next page is on its way. A link of the public
// site is a plain link (each page is rendered by the server and cached there), so the bar is no
// React component: a click on a link to another page of this site that nothing else has handled
// (an island opening a lightbox prevents the default) adds the bar, and the next page replaces it.

function leadsToAnotherPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin || !/^https?:$/.test(to.protocol)) return null;
  // The same page with another #fragment: no navigation.
  if (to.pathname === window.location.pathname && to.search === window.location.search && to.hash) return null;
  // Files (PDFs, pictures) are not pages: the browser shows or downloads them.
  if (/^\/uploads\//.test(to.pathname) || /\.\w{2,5}$/.test(to.pathname)) return null;
  return link;
}

export function showNavigationProgress(): void {
  document.addEventListener("click", (event) => {
    if (!leadsToAnotherPage(event) || document.querySelector(".navigation-progress")) return;
    const bar = document.createElement("div");
    bar.className = "navigation-progress";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-label", shell.loadingPage);
    document.body.append(bar);
  });
  // Back to this page from the browser's cache (or a navigation that did not happen): no bar.
  window.addEventListener("pageshow", () => document.querySelector(".navigation-progress")?.remove());
}
