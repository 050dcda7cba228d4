import { NavLink } from "react-router-dom";
import { studentsCornerMessages as m } from "../../messages/en/students-corner.js";
import { PublishedLinkItems, type PublishedLinkData } from "../institute/published-link.js";
import { STUDENTS_CORNER_PAGES } from "./students-corner-page-variables.js";

type StudentLink = PublishedLinkData & { id: string };

/** The student corner's pages, and its links elsewhere (the grievance form, the services portal). */
export function StudentsCornerMenu({ links }: { links: readonly StudentLink[] }) {
  return (
    <nav className="area-menu" aria-label={m.menuLabel}>
      <h2>{m.menuLabel}</h2>
      <ul>
        {Object.keys(STUDENTS_CORNER_PAGES).map((page) => (
          <li key={page}>
            <NavLink to={`/students-corner/${page}`}>{m.titles[page]}</NavLink>
          </li>
        ))}
        <PublishedLinkItems links={links} />
      </ul>
    </nav>
  );
}
