import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { shell } from "../../messages/shell.js";
import { MenuGroups, MenuLinkItem } from "./menu-link.js";
import { topLinks, type Menu } from "./site-menus.js";

// The wide-screen menu bar (a disclosure menu, as UX4G and the WAI pattern have it): a click,
// Enter or Space on a heading opens its dropdown and again closes it; hovering opens nothing,
// so a click never closes what the pointer just opened. Escape closes it and puts focus back on
// the heading; Tab leaving the menu, a click elsewhere or following a link closes it. A closed
// dropdown is not displayed, so Tab walks the headings, not the 21 links of Academics. Without
// the script, CSS opens a dropdown on hover and on keyboard focus (layout.css).
export function DesktopNav({ menus, id }: { menus: Menu[]; id: string }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const barRef = useRef<HTMLUListElement>(null);
  useEffect(() => setLive(true), []);
  useEffect(() => {
    if (openKey === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, key: string) => {
    if (event.key !== "Escape" || openKey !== key) return;
    event.preventDefault();
    setOpenKey(null);
    document.getElementById(`${id}-${key}-button`)?.focus();
  };

  return (
    <nav className={`desktop-nav${live ? " is-live" : ""}`} aria-label={shell.mainMenu}>
      <ul className="menu-bar" ref={barRef}>
        <li className="menu-bar-item">
          <MenuLinkItem link={{ label: shell.homeLink, href: "/" }} />
        </li>
        {menus.map((menu) => {
          const isOpen = openKey === menu.key;
          if (menu.href) {
            return (
              <li className="menu-bar-item" key={menu.key}>
                <MenuLinkItem link={{ label: menu.label, href: menu.href }} />
              </li>
            );
          }
          return (
            <li
              key={menu.key}
              className={`menu-bar-item has-dropdown${isOpen ? " is-open" : ""}`}
              onBlur={(event) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                setOpenKey((k) => (k === menu.key ? null : k));
              }}
              onKeyDown={(event) => onKeyDown(event, menu.key)}
            >
              <button
                type="button"
                id={`${id}-${menu.key}-button`}
                aria-expanded={isOpen}
                aria-controls={`${id}-${menu.key}`}
                onClick={() => setOpenKey(isOpen ? null : menu.key)}
              >
                {menu.label}
                <span className="menu-caret" aria-hidden="true" />
              </button>
              <div className={`dropdown${menu.groups.length > 1 ? " dropdown-wide" : ""}`} id={`${id}-${menu.key}`}>
                <MenuGroups menuKey={`${id}-${menu.key}`} groups={menu.groups} onFollow={() => setOpenKey(null)} />
              </div>
            </li>
          );
        })}
        {topLinks().map((link) => (
          <li className="menu-bar-item" key={link.href}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
