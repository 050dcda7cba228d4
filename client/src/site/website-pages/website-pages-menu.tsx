import { Link } from "react-router-dom";
import { WEBSITE_PAGE_KEYS } from "../../../../server/src/content/page-text-places.js";
import { websiteMessages as m } from "../../messages/website.js";

/** The website's own pages, as one list (the footer's, the sitemap's and each of these pages' own), with the feedback form last. */
export function websitePageLinks(): { label: string; href: string }[] {
  return [...WEBSITE_PAGE_KEYS.map((key) => ({ label: m.pageNames[key] ?? key, href: `/${key}` })), { label: m.feedback.heading, href: "/feedback" }];
}

/** Links to the other pages about this website, the `current` one marked. */
export function WebsitePagesMenu({ current }: { current: string }) {
  return (
    <nav className="website-pages-menu" aria-labelledby="website-pages-menu">
      <h2 id="website-pages-menu">{m.otherPages}</h2>
      <ul>
        {websitePageLinks().map((link) => (
          <li key={link.href}>
            <Link to={link.href} aria-current={link.href === `/${current}` ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
