import { shell } from "../../messages/shell.js";
import { MenuGroups, MenuLinkItem } from "./menu-link.js";
import { topLinks, type Menu } from "./site-menus.js";

// The header's menus, one markup for both widths, drawn by the server and never hydrated: CSS
// makes it a bar of headings with dropdowns on a wide screen and, on a phone, a panel behind the
// menu button whose sections expand in place (layout.css). What it does when used needs no
// React (site-menu.ts): a heading's button opens its menu and closes any other, as the WAI
// disclosure pattern has it; the menu button opens the panel. Without the script, CSS opens a
// dropdown on hover and on keyboard focus, and shows the phone's panel open.

export function SiteNav({ menus }: { menus: Menu[] }) {
  return (
    <nav className="site-menu" aria-label={shell.mainMenu}>
      <button type="button" className="hamburger" aria-expanded="false" aria-controls="nav-panel">
        <span className="hamburger-icon" aria-hidden="true" />
        {shell.menu}
      </button>
      <ul className="menu-bar" id="nav-panel">
        <li className="menu-bar-item">
          <MenuLinkItem link={{ label: shell.homeLink, href: "/" }} />
        </li>
        {menus.map((menu) =>
          menu.href ? (
            <li className="menu-bar-item" key={menu.key}>
              <MenuLinkItem link={{ label: menu.label, href: menu.href }} />
            </li>
          ) : (
            <li className="menu-bar-item has-dropdown" key={menu.key}>
              <button type="button" id={`nav-${menu.key}-button`} aria-expanded="false" aria-controls={`nav-${menu.key}`}>
                {menu.label}
                <span className="menu-caret" aria-hidden="true" />
              </button>
              <div className={`dropdown${menu.groups.length > 1 ? " dropdown-wide" : ""}`} id={`nav-${menu.key}`}>
                <MenuGroups menuKey={`nav-${menu.key}`} groups={menu.groups} />
              </div>
            </li>
          ),
        )}
        {topLinks().map((link) => (
          <li className="menu-bar-item" key={link.href}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
