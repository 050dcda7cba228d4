import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";

/**
 * An area's own menu (accreditation reports, student corner): a link to each of its pages, the
 * current one marked for screen readers, then any further items.
 */
export function AreaMenu({
  label,
  basePath,
  pages,
  titles,
  children,
}: {
  label: string;
  basePath: string;
  pages: readonly string[];
  titles: Readonly<Record<string, string>>;
  children?: ReactNode;
}) {
  return (
    <nav className="area-menu" aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <NavLink to={`${basePath}/${page}`}>{titles[page]}</NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
