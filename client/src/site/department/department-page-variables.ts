import type { DepartmentPageQueryVariables } from "../../graphql/generated/graphql.js";

// The {content} part of /dept/{branch}/{content} and the flag of DepartmentPage it turns on.
export const DEPARTMENT_SECTIONS = {
  "about-department": "about",
  faculties: "faculties",
  laboratories: "laboratories",
  "Various Events": "events",
  curriculum: "curriculum",
  "time-table": "timeTable",
  "result-analysis": "resultAnalysis",
  "news-letter": "newsLetter",
  mous: "mous",
  "department-portfolio": "portfolio",
  "internal-revenue-generation": "irg",
  "digital-library": "digitalLibrary",
} as const satisfies Record<string, keyof DepartmentPageQueryVariables>;

export type DepartmentSection = keyof typeof DEPARTMENT_SECTIONS;

/** The slider shown for a department whose own gallery is empty (spec: the electronics set). */
export const FALLBACK_SLIDER_BRANCH = "electronics";

/**
 * The variables of DepartmentPage for /dept/{branch}/{content} (both as React Router decodes
 * them, so "Various Events" with its space). An unknown content turns on no list.
 */
export function departmentPageVariables(branch: string, content: string): DepartmentPageQueryVariables {
  const variables: DepartmentPageQueryVariables = {
    branch,
    gallery: `dept/${branch}`,
    fallbackGallery: `dept/${FALLBACK_SLIDER_BRANCH}`,
    withFallback: branch !== FALLBACK_SLIDER_BRANCH,
  };
  if (Object.hasOwn(DEPARTMENT_SECTIONS, content)) variables[DEPARTMENT_SECTIONS[content as DepartmentSection]] = true;
  return variables;
}
