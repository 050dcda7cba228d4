import { DEPARTMENT_SECTIONS, type DepartmentSection } from "./department-page-variables.js";

/** Whether {content} is one of the spec's content values. */
export function isDepartmentSection(content: string): content is DepartmentSection {
  return Object.hasOwn(DEPARTMENT_SECTIONS, content);
}

/** The pages a department offers, in its order; an empty list means every page. */
export function offeredSections(sections: readonly string[]): DepartmentSection[] {
  const known = sections.filter(isDepartmentSection);
  return known.length > 0 ? known : (Object.keys(DEPARTMENT_SECTIONS) as DepartmentSection[]);
}

/** The address of one department page ("Various Events" has a space, encoded as %20). */
export function departmentPath(branch: string, section: string): string {
  return `/dept/${encodeURIComponent(branch)}/${encodeURIComponent(section)}`;
}
