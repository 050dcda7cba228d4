import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { shell } from "../../messages/shell.js";
import { MenuGroups, MenuLinkItem } from "./menu-link.js";
import { topLinks, type Menu } from "./site-menus.js";

// The wide-screen menu bar: a dropdown opens while the pointer is on its entry or keyboard
// focus is inside it, and closes when the pointer leaves, focus leaves or Escape is pressed
// (focus then goes back to the entry's button). A click on the button also toggles it, for
// touch screens. Without the script, CSS :hover and :focus-within open the dropdowns.
export function DesktopNav({ menus, id }: { menus: Menu[]; id: string }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, key: string) => {
    if (event.key !== "Escape" || openKey !== key) return;
    event.preventDefault();
    // Focus stays inside (on the button): keep the dropdown closed until focus leaves or the pointer comes back.
    suppressed.current = key;
    setOpenKey(null);
    document.getElementById(`${id}-${key}-button`)?.focus();
  };
  const suppressed = useRef<string | null>(null);
  const setSuppressed = (key: string | null) => {
    suppressed.current = key;
  };
  const open = (key: string) => {
    if (suppressed.current !== key) setOpenKey(key);
  };

  return (
    <nav className={`desktop-nav${live ? " is-live" : ""}`} aria-label={shell.mainMenu}>
      <ul className="menu-bar">
        <li className="menu-bar-item">
          <MenuLinkItem link={{ label: shell.homeLink, href: "/" }} />
        </li>
        {menus.map((menu) => {
          const isOpen = openKey === menu.key;
          return (
            <li
              key={menu.key}
              className={`menu-bar-item has-dropdown${isOpen ? " is-open" : ""}`}
              onMouseEnter={() => open(menu.key)}
              onMouseLeave={() => {
                setSuppressed(null);
                setOpenKey((k) => (k === menu.key ? null : k));
              }}
              onFocus={() => open(menu.key)}
              onBlur={(event) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                setSuppressed(null);
                setOpenKey((k) => (k === menu.key ? null : k));
              }}
              onKeyDown={(event) => onKeyDown(event, menu.key)}
            >
              <button
                type="button"
                id={`${id}-${menu.key}-button`}
                aria-expanded={isOpen}
                aria-controls={`${id}-${menu.key}`}
                onClick={() => {
                  setSuppressed(null);
                  setOpenKey(isOpen ? null : menu.key);
                }}
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
