import { useEffect, useRef, useState } from "react";
import { shell } from "../../messages/shell.js";
import { MenuGroups, MenuLinkItem } from "./menu-link.js";
import { topLinks, type Menu } from "./site-menus.js";

// The narrow-screen menu: a hamburger button opens a panel of sections that each expand on
// their own. A tap outside the panel, Escape or following a link closes it. The server's HTML
// has it closed too (no shift when the script starts); without scripts, CSS shows the panel
// with every section open (layout.css, `scripting: none`), so every link is still reachable.
export function MobileNav({ menus, id }: { menus: Menu[]; id: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <nav ref={rootRef} className={`mobile-nav${open ? " is-open" : ""}`} aria-label={shell.mainMenu}>
      <button ref={buttonRef} type="button" className="hamburger" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        <span className="hamburger-icon" aria-hidden="true" />
        {shell.menu}
      </button>
      <div className="mobile-panel" id={`${id}-panel`}>
        <ul>
          <li>
            <MenuLinkItem link={{ label: shell.homeLink, href: "/" }} onFollow={() => setOpen(false)} />
          </li>
          {menus.map((menu) => {
            const isExpanded = expanded === menu.key;
            if (menu.href) {
              return (
                <li key={menu.key}>
                  <MenuLinkItem link={{ label: menu.label, href: menu.href }} onFollow={() => setOpen(false)} />
                </li>
              );
            }
            return (
              <li key={menu.key} className={`mobile-section${isExpanded ? " is-expanded" : ""}`}>
                <button type="button" aria-expanded={isExpanded} aria-controls={`${id}-${menu.key}`} onClick={() => setExpanded(isExpanded ? null : menu.key)}>
                  {menu.label}
                  <span className="menu-caret" aria-hidden="true" />
                </button>
                <div className="mobile-section-links" id={`${id}-${menu.key}`}>
                  <MenuGroups menuKey={`${id}-${menu.key}`} groups={menu.groups} onFollow={() => setOpen(false)} />
                </div>
              </li>
            );
          })}
          {topLinks().map((link) => (
            <li key={link.href}>
              <MenuLinkItem link={link} onFollow={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
