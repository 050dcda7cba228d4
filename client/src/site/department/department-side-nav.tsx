import { Link } from "react-router-dom";
import { departmentMessages as m } from "../../messages/department.js";
import { departmentPath, offeredSections } from "./department-sections.js";

/** The side list of the pages this department offers; the current one is marked. */
export function DepartmentSideNav({ branch, current, sections }: { branch: string; current: string; sections: readonly string[] }) {
  return (
    <nav className="department-side-nav" aria-label={m.sideNavLabel}>
      <ul>
        {offeredSections(sections).map((section) => (
          <li key={section}>
            <Link to={departmentPath(branch, section)} aria-current={section === current ? "page" : undefined}>
              {m.sectionLinks[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
