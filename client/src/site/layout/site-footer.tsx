import { Link } from "react-router-dom";
import { LeavesSiteNote } from "../../ui/leaves-site.js";
import { FooterCreditsIsland } from "../../islands/islands.js";
import type { LayoutData } from "./layout-data.js";
import { shell } from "../../messages/shell.js";
import { visitorMessages } from "../../messages/visitor.js";
import { websiteMessages } from "../../messages/website.js";
import { websitePageLinks } from "../website-pages/website-pages-menu.js";
import { dateFormatter } from "../../ui/format-date.js";
import { EmailLink, PhoneLink } from "../../ui/contact-links.js";
import { MenuLinkItem } from "./menu-link.js";
import { dataLink, type MenuLink } from "./site-menus.js";
import { contentLang } from "../../ui/in-language.js";

const SOCIAL = [
  ["facebookUrl", "Facebook"],
  ["instagramUrl", "Instagram"],
  ["youtubeUrl", "YouTube"],
  ["xUrl", "X (Twitter)"],
] as const;

// India's time, named explicitly so the server and the browser write the same date.
const lastUpdatedFormat = { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" } as const;

type LayoutLink = LayoutData["quickLinks"]["items"][number];
const dataLinks = (links: readonly LayoutLink[] | undefined): MenuLink[] => (links ?? []).map(dataLink);

/** The links a student or parent looks for, on every page (the same pages as the header's short entries). */
function visitorLinks(): { label: string; href: string }[] {
  const names = shell.pageNames;
  const v = visitorMessages;
  return [
    { label: v.menus.admissions, href: "/confirm-admission" },
    { label: v.menus.notices, href: "/notices" },
    { label: names.studentsCorner["fee-structure"], href: "/students-corner/fee-structure" },
    { label: names.studentsCorner.scholarship, href: "/students-corner/scholarship" },
    { label: v.footer.rti, href: "/about-institute/right_to_information" },
    { label: v.menus.contact, href: "/contact" },
  ];
}

/** A list of links (quick, important, grievances, this website's own pages): folded under its heading on a phone, open on wider screens (layout.css). */
function LinkList({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className="footer-column" aria-labelledby={id}>
      <details className="footer-fold">
        <summary>
          <h2 id={id}>{title}</h2>
        </summary>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <MenuLinkItem link={link} />
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

// The footer: short on a phone (UX4G): the office's address and how to reach it, the links
// visitors look for, the longer link lists folded, and the bottom lines. The institute's "about"
// text is on /about-institute/about-institute, not here.
export function SiteFooter({ data, name }: { data: LayoutData | undefined; name: string }) {
  const m = shell.footer;
  const v = visitorMessages;
  const settings = data?.siteSettings;
  const updated = data?.siteUpdatedAt ? new Date(data.siteUpdatedAt) : null;
  const developers = data?.developers.items ?? [];
  const social = SOCIAL.filter(([field]) => settings?.[field]);
  const w = websiteMessages;
  const helpline = settings?.antiRaggingHelpline || settings?.phone;

  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section className="footer-column footer-contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{v.footer.contact}</h2>
          {settings?.address && <address lang={contentLang(settings, "address")}>{settings.address}</address>}
          <ul>
            {settings?.phone && (
              <li>
                {shell.phone} <PhoneLink number={settings.phone} />
              </li>
            )}
            {settings?.email && (
              <li>
                {shell.email} <EmailLink address={settings.email} />
              </li>
            )}
            {/* On every page, as UGC and AICTE ask; the office phone when the setting is empty. */}
            {helpline && (
              <li className="footer-helpline">
                {w.footer.antiRaggingHelpline} <PhoneLink number={helpline} />
              </li>
            )}
          </ul>
          {social.length > 0 && (
            <ul className="social-links" aria-label={m.followUs}>
              {social.map(([field, label]) => (
                <li key={field}>
                  <a href={settings![field]!} target="_blank" rel="noopener noreferrer">
                    {label}
                    <LeavesSiteNote />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="footer-column" aria-labelledby="footer-visitors">
          <h2 id="footer-visitors">{v.footer.visitorLinks}</h2>
          <ul className="footer-visitor-links">
            {visitorLinks().map((link) => (
              <li key={link.href}>
                <MenuLinkItem link={link} />
              </li>
            ))}
            <li>
              <Link to="/sitemap">{m.sitemap}</Link>
            </li>
            <li>
              {/* A plain link: the administration area is another application (routes.tsx). */}
              <a href="/admin-login/manage-staff-data" className="admin-corner">
                {m.adminCorner}
              </a>
            </li>
          </ul>
        </section>
        <LinkList id="footer-grievances" title={w.grievances} links={dataLinks(data?.grievanceLinks.items)} />
        <LinkList id="footer-quick" title={m.quickLinks} links={dataLinks(data?.quickLinks.items)} />
        <LinkList id="footer-important" title={m.importantLinks} links={dataLinks(data?.importantLinks.items)} />
        <LinkList id="footer-website" title={w.aboutThisWebsite} links={websitePageLinks()} />
      </div>
      <div className="footer-bottom">
        <p>
          © {updated ? updated.getUTCFullYear() : settings?.establishedYear} {name}. {m.rights}
        </p>
        {developers.length > 0 && <FooterCreditsIsland developers={developers} />}
        {updated && (
          <p>
            {m.lastUpdated} <time dateTime={data!.siteUpdatedAt!}>{dateFormatter(lastUpdatedFormat).format(updated)}</time>
          </p>
        )}
      </div>
    </footer>
  );
}
