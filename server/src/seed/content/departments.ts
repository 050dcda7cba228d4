import type { SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";
import departmentData from "./fixtures/departments.json";

// The seven departments and the five diploma programmes, in English and Marathi (`fMr` beside
// each translatable field `f`). Texts are written for the demo. The departments' texts are data,
// in fixtures/departments.json; this module completes each row with what most of them share.

/** A department as fixtures/departments.json lists it: its content pages ("all": the spec's twelve), its texts. */
interface DepartmentRow {
  slug: string;
  sections: string | string[];
  headOfDepartmentTitle?: string;
  headOfDepartmentTitleMr?: string;
}

// The annotation checks the JSON's rows when the server is typechecked.
const ROWS: readonly (DepartmentRow & Record<string, unknown>)[] = departmentData.departments;

export const departments: SeedRecord[] = ROWS.map((row) => ({
  ...row,
  sections: row.sections === "all" ? departmentData.allSections : row.sections,
  headOfDepartmentTitle: row.headOfDepartmentTitle ?? departmentData.headOfDepartmentTitle,
  headOfDepartmentTitleMr: row.headOfDepartmentTitleMr ?? departmentData.headOfDepartmentTitleMr,
  // The seven outcomes every diploma programme names, in plain words.
  pos: departmentData.programmeOutcomes,
  posMr: departmentData.programmeOutcomesMr,
}));

export const programs: SeedRecord[] = [
  { name: "Computer Technology", nameMr: "संगणक तंत्रज्ञान", department: "computer", intake: 60, sortOrder: 1 },
  { name: "Civil Engineering", nameMr: "स्थापत्य अभियांत्रिकी", department: "civil", intake: 60, sortOrder: 2 },
  { name: "Mechanical Engineering", nameMr: "यांत्रिकी अभियांत्रिकी", department: "mechanical", intake: 60, sortOrder: 3 },
  { name: "Electrical Engineering", nameMr: "विद्युत अभियांत्रिकी", department: "electrical", intake: 60, sortOrder: 4 },
  { name: "Electronics and Telecommunication", nameMr: "इलेक्ट्रॉनिक्स आणि दूरसंचार", department: "electronics", intake: 30, sortOrder: 5 },
];

/** Names of the departments by slug, for titles of the demo documents. */
export const DEPARTMENT_NAMES: Record<string, string> = Object.fromEntries(departments.map((d) => [d.slug as string, d.name as string]));

/** The same names in Marathi, for the Marathi captions and alt texts of the demo pictures. */
export const DEPARTMENT_NAMES_MR: Record<string, string> = Object.fromEntries(departments.map((d) => [d.slug as string, d.nameMr as string]));

export const TEACHING_SLUGS = ["computer", "civil", "mechanical", "electrical", "electronics"] as const;

export const demoRows: DemoRows = { department: departments, program: programs };
