import { Link } from "react-router-dom";
import { FooterCreditsIsland } from "../../islands/islands.js";
import type { SiteLayoutQuery } from "../../graphql/generated/graphql.js";
import { shell } from "../../messages/shell.js";
import { dateFormatter } from "../../ui/format-date.js";
import { MenuLinkItem } from "./menu-link.js";
import { dataLink } from "./site-menus.js";
import { contentLang } from "../../ui/in-language.js";

const SOCIAL = [
  ["facebookUrl", "Facebook"],
  ["instagramUrl", "Instagram"],
  ["youtubeUrl", "YouTube"],
  ["xUrl", "X (Twitter)"],
] as const;

// India's time, named explicitly so the server and the browser write the same date.
const lastUpdatedFormat = { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" } as const;

type LayoutLink = SiteLayoutQuery["quickLinks"]["items"][number];

function LinkList({ id, title, links }: { id: string; title: string; links: LayoutLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className="footer-column" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <MenuLinkItem link={dataLink(link)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter({ data, name }: { data: SiteLayoutQuery | undefined; name: string }) {
  const m = shell.footer;
  const settings = data?.siteSettings;
  const updated = data?.siteUpdatedAt ? new Date(data.siteUpdatedAt) : null;
  const developers = data?.developers.items ?? [];
  const social = SOCIAL.filter(([field]) => settings?.[field]);

  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section className="footer-column footer-about" aria-labelledby="footer-about">
          <h2 id="footer-about">{m.about}</h2>
          {settings?.about && <p lang={contentLang(settings, "about")}>{settings.about}</p>}
          {social.length > 0 && (
            <ul className="social-links" aria-label={m.followUs}>
              {social.map(([field, label]) => (
                <li key={field}>
                  <a href={settings![field]!} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className="visually-hidden"> {shell.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <LinkList id="footer-quick" title={m.quickLinks} links={data?.quickLinks.items ?? []} />
        <LinkList id="footer-important" title={m.importantLinks} links={data?.importantLinks.items ?? []} />
        <section className="footer-column" aria-labelledby="footer-more">
          <h2 id="footer-more" className="visually-hidden">
            {m.sitemap}
          </h2>
          <ul>
            <li>
              {/* A plain link: the administration area is another application (routes.tsx). */}
              <a href="/admin-login/manage-staff-data" className="admin-corner">
                {m.adminCorner}
              </a>
            </li>
            <li>
              <Link to="/sitemap">{m.sitemap}</Link>
            </li>
          </ul>
        </section>
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
