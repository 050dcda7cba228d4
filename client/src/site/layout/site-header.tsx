import { Link } from "react-router-dom";
import { SearchBox } from "../search/search-box.js";
import type { LayoutData } from "./layout-data.js";
import { shell } from "../../messages/shell.js";
import { visitorMessages } from "../../messages/visitor.js";
import { FontScaleIsland } from "../../islands/islands.js";
import { SiteNav } from "./site-nav.js";
import { LanguageSwitch } from "./language-links.js";
import { buildMenus } from "./site-menus.js";
import { publicMenuLinks } from "../public-lists/public-links.js";
import { contentLang } from "../../ui/in-language.js";
import { CollegeLogo } from "../../ui/college-logo.js";

// The top strip (office phone and e-mail, A+ / A-, contrast, language), the college's logo, the
// state's name line as Maharashtra's sites carry it, the college's name and address, the search box and the menus. On a phone the header stays under about 190 px:
// the strip is one line, the address, the office phone and e-mail wait for wider screens (the
// contact page and the footer carry them), and the menu button shares a row with the search box.
export function SiteHeader({ data, name }: { data: LayoutData | undefined; name: string }) {
  const settings = data?.siteSettings;
  const menus = buildMenus(data, publicMenuLinks());
  const v = visitorMessages;
  return (
    <header className="site-header">
      <div className="top-strip">
        <div className="top-strip-inner">
          {settings?.phone && (
            <span className="top-contact">
              {shell.phone} <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>{settings.phone}</a>
            </span>
          )}
          {settings?.email && (
            <span className="top-contact">
              {shell.email} <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </span>
          )}
          <FontScaleIsland />
          <LanguageSwitch />
        </div>
      </div>
      <div className="header-main">
        <div className="site-title">
          <Link to="/" className="site-name">
            {/* The logo's description in the page's language (the English one, marked, where the Marathi is missing). */}
            <CollegeLogo
              className="site-logo"
              settings={settings}
              alt={settings?.logoImage ? (settings.logoImageAltText ?? "") : ""}
              lang={contentLang(settings, "logoImageAltText")}
            />
            <span className="site-name-lines">
              <span className="government-line">{v.governmentLine}</span>
              <span lang={contentLang(settings, "instituteName")}>{name}</span>
            </span>
          </Link>
          {settings?.address && (
            <p className="site-address" lang={contentLang(settings, "address")}>
              {settings.address}
            </p>
          )}
        </div>
        <div className="header-search">
          <SearchBox />
        </div>
        <div className="site-nav">
          <SiteNav menus={menus} />
        </div>
      </div>
    </header>
  );
}
