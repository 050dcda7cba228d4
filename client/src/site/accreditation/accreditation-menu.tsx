import { NavLink } from "react-router-dom";
import { accreditationMessages as m } from "../../messages/en/accreditation.js";
import { ACCREDITATION_PAGES } from "./accreditation-page-variables.js";

/** Links to the other accreditation pages (the current one marked for screen readers). */
export function AccreditationMenu() {
  return (
    <nav className="area-menu" aria-label={m.menuLabel}>
      <h2>{m.menuLabel}</h2>
      <ul>
        {Object.keys(ACCREDITATION_PAGES).map((page) => (
          <li key={page}>
            <NavLink to={`/accreditation-reports/${page}`}>
              {m.titles[page]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
