import { localHref } from "../../messages/active-language.js";
import { useState } from "react";
import { instituteMessages as m } from "../../messages/institute.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import { INSTITUTE_PAGES } from "./institute-page-variables.js";

/** Links to every /about-institute/{page}, the `current` one marked. On a phone a button folds it
 *  away once the script runs; in the server's HTML (and with JavaScript off) it is always open. */
export function InstituteSideMenu({ current }: { current: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const folded = hydrated && !open;
  return (
    <nav className={`institute-side-menu${folded ? " is-folded" : ""}`} aria-label={m.sideMenuLabel}>
      {hydrated ? (
        <button type="button" className="institute-side-menu-toggle" aria-expanded={open} aria-controls="institute-side-menu-list" onClick={() => setOpen(!open)}>
          {open ? m.sideMenuHide : m.sideMenuShow}
        </button>
      ) : null}
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
