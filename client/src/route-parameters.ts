import { ACCREDITATION_PAGES } from "./site/accreditation/accreditation-page-variables.js";
import { DEPARTMENT_SECTIONS } from "./site/department/department-page-variables.js";
import { FACILITIES } from "./site/facilities/facility-page-variables.js";
import { INSTITUTE_PAGES } from "./site/institute/institute-page-variables.js";
import { STUDENTS_CORNER_PAGES } from "./site/students-corner/students-corner-page-variables.js";

/**
 * The values the client itself knows for the parameters of its route patterns, by pattern
 * (routePatterns() in routes.tsx): the server's sitemap.xml expands each pattern with them. The
 * other parameters name stored content (:branch a department, :committee a committee), which
 * the server looks up itself. A pattern missing here, with a parameter the server does not know,
 * is left out of the sitemap.
 */
export const ROUTE_PARAMETER_VALUES: Record<string, Record<string, string[]>> = {
  "/about-institute/:page": { page: Object.keys(INSTITUTE_PAGES) },
  "/facilities/:facility": { facility: Object.keys(FACILITIES) },
  "/students-corner/:page": { page: Object.keys(STUDENTS_CORNER_PAGES) },
  "/accreditation-reports/:page": { page: Object.keys(ACCREDITATION_PAGES) },
  "/dept/:branch/:content": { content: Object.keys(DEPARTMENT_SECTIONS) },
};
