import type { StudentsCornerPageQueryVariables } from "../../graphql/generated/graphql.js";

// /students-corner/{page}: its document list and, where it has one, its text.
export const STUDENTS_CORNER_PAGES: Record<string, { documents: string; text?: string; scholarship?: true }> = {
  "conduct-discipline": { documents: "conduct-discipline", text: "students-corner/conduct-discipline" },
  scholarship: { documents: "scholarship", scholarship: true },
  "fee-structure": { documents: "fee-structure" },
  "enrolled-std": { documents: "enrolled-students" },
};

/** The variables of StudentsCornerPage, or null for an unknown page. */
export function studentsCornerPageVariables(page: string): StudentsCornerPageQueryVariables | null {
  if (!Object.hasOwn(STUDENTS_CORNER_PAGES, page)) return null;
  const { documents, text, scholarship } = STUDENTS_CORNER_PAGES[page]!;
  return { collection: documents, textKey: text ?? "", withText: text !== undefined, scholarship: scholarship === true };
}
