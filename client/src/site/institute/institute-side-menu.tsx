import { localHref } from "../../messages/active-language.js";
import { useState } from "react";
import { instituteMessages as m } from "../../messages/institute.js";
import { INSTITUTE_PAGES } from "./institute-page-variables.js";

/** Links to every /about-institute/{page}, the `current` one marked. On a phone the list is
 *  folded under a button from the server's HTML on (institute.css), so nothing moves when the
 *  island wakes at the visitor's first tap; without JavaScript the list is simply open. */
export function InstituteSideMenu({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  return (
    <nav className={`institute-side-menu${open ? " is-open" : ""}`} aria-label={m.sideMenuLabel}>
      <button type="button" className="institute-side-menu-toggle" aria-expanded={open} aria-controls="institute-side-menu-list" onClick={() => setOpen(!open)}>
        {open ? m.sideMenuHide : m.sideMenuShow}
      </button>
      <ul id="institute-side-menu-list">
        {Object.keys(INSTITUTE_PAGES).map((page) => (
          <li key={page}>
            <a href={localHref(`/about-institute/${page}`)} aria-current={page === current ? "page" : undefined} className={page === current ? "active" : undefined}>
              {m.titles[page]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
