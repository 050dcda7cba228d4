import { Link } from "react-router-dom";
import { SearchBox } from "../search/search-box.js";
import type { SiteLayoutQuery } from "../../graphql/generated/graphql.js";
import { shell } from "../../messages/shell.js";
import { FontScaleIsland, SiteNavIsland } from "../../islands/islands.js";
import { LanguageSwitch } from "./language-links.js";
import { buildMenus } from "./site-menus.js";
import { publicMenuLinks } from "../public-lists/public-links.js";
import { contentLang } from "../../ui/in-language.js";

/** The top strip (phone, e-mail, A+ / A-), the institute's name and address, and the menus. */
export function SiteHeader({ data, name }: { data: SiteLayoutQuery | undefined; name: string }) {
  const settings = data?.siteSettings;
  const menus = buildMenus(data, publicMenuLinks());
  return (
    <header className="site-header">
      <div className="top-strip">
        <div className="top-strip-inner">
          {settings?.phone && (
            <span>
              {shell.phone} <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>{settings.phone}</a>
            </span>
          )}
          {settings?.email && (
            <span>
              {shell.email} <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </span>
          )}
          <FontScaleIsland />
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-title">
        <Link to="/" className="site-name" lang={contentLang(settings, "instituteName")}>
          {name}
        </Link>
        {settings?.address && (
          <p className="site-address" lang={contentLang(settings, "address")}>
            {settings.address}
          </p>
        )}
        <SearchBox />
      </div>
      <div className="site-nav">
        <SiteNavIsland menus={menus} />
      </div>
    </header>
  );
}
