// Field shapes, legacy spellings and list settings that many content types share, written once
// here so that the type files say only what is their own. Plain data, like the type files.
import { snakeCase, type LegacyFieldNames, type LegacySpec } from "./define.js";

/** The academic session a row belongs to (2025-2026). */
export const sessionField = { kind: "session", label: "Session", required: true } as const;
/** The department a row belongs to. */
export const departmentField = { kind: "department", label: "Department", required: true } as const;
/** The semester (1 to 6) a row belongs to. */
export const semesterField = { kind: "semester", label: "Semester", required: true } as const;

/**
 * The fields above by name: the same field objects stand in many types, so their words in
 * another language are written once (server/src/content/registry-marathi.json, sharedFields).
 */
export const SHARED_FIELDS = { session: sessionField, department: departmentField, semester: semesterField } as const;

/** The two fields a department's row for a session begins with (labs, MoUs, events, session PDFs): `fields: { ...SESSION_AND_DEPARTMENT, ... }`. */
export const SESSION_AND_DEPARTMENT = { session: sessionField, department: departmentField } as const;

/** A select field's choices, from stored value to label: `choices({ "1st": "First year", "2nd": "Second year" })`. */
export const choices = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** An optional PDF upload, such as `noticePdf: pdfField("Notice (PDF)")`. */
export const pdfField = <const L extends string>(label: L) => ({ kind: "pdf", label }) as const;

/** The same, required: `newsletterPdf: requiredPdfField("Newsletter (PDF)")`. */
export const requiredPdfField = <const L extends string>(label: L) => ({ ...pdfField(label), required: true }) as const;

/** A required one-line text the clerk writes in English and Marathi: a title, a name, a caption. */
export const requiredTranslatableText = <const L extends string>(label: L) => ({ kind: "text", label, required: true, translatable: true }) as const;

/** A required date, such as `date: requiredDateField("Date")`. */
export const requiredDateField = <const L extends string>(label: L) => ({ kind: "date", label, required: true }) as const;

/** An optional photo with its description for visitors who cannot see it, in both languages. */
export const photoField = <const L extends string>(label: L) => ({ kind: "image", label, alt: true, translatable: true }) as const;

/** The same photo, required. */
export const requiredPhotoField = <const L extends string>(label: L) => ({ kind: "image", label, required: true, alt: true, translatable: true }) as const;

/** A position in a list (0 to 9999, optional), such as `sortOrder: positionField("Position in the list")`. */
export const positionField = <const L extends string>(label: L) => ({ kind: "number", label, min: 0, max: 9999 }) as const;

/** The same, with the hint that the clerk's smaller numbers come first. */
export const positionFieldSmallerFirst = <const L extends string>(label: L) => ({ ...positionField(label), help: "Smaller numbers are listed first." }) as const;

/**
 * A field the old connection.php client named the same in list rows and on insert, its manage
 * table's column being that name's words joined by underscores: `session` everywhere;
 * `eventName`, `eventName` and `event_name`.
 */
export const legacySpelledAs = (name: string) => ({ row: name, insert: name, column: snakeCase(name) });

/** Fields the old client spelled as the registry names them, each as `legacySpelledAs` says: `legacyUnderTheirOwnNames("session", "department")`. */
export const legacyUnderTheirOwnNames = (...names: string[]): Record<string, LegacyFieldNames> => Object.fromEntries(names.map((name) => [name, legacySpelledAs(name)]));

/**
 * A field the old client sent in camelCase on insert and wrote in snake_case in list rows and
 * the manage table: `legacySnakeCased("firmName")` is row `firm_name`, insert `firmName`,
 * column `firm_name`.
 */
export const legacySnakeCased = (insertName: string) => ({ row: snakeCase(insertName), insert: insertName, column: snakeCase(insertName) });

/** The department as the old list rows named it: `branch` (sent as `department`). */
export const LEGACY_DEPARTMENT_AS_BRANCH = { row: "branch", insert: "department", column: "department" } as const;

/** A type's one PDF as the old client spelled it: `path` in list rows, `pdf` in the manage table, its own name on insert. */
export const legacyPdf = <const N extends string>(insertName: N) => ({ row: "path", insert: insertName, column: "pdf" }) as const;

/**
 * A type's two administration pages where the spec names them x and manage-x:
 * `specRoutes("audit-report")` is /admin-login/audit-report and /admin-login/manage-audit-report.
 */
export const specRoutes = (route: string) => ({ addRoute: route, manageRoute: `manage-${route}` });

/**
 * A type's actions in the old connection.php script, which made all three from one name:
 * `legacyActions("TimeTable")` is insertTimeTable, updateTimeTable and deleteTimeTable. Where the
 * deployed script differed, `insert` is its insert action and `alsoUpdate` and `alsoDelete` the
 * other names it also took (after the spec's).
 */
export function legacyActions(
  name: string,
  irregular: { insert?: string; alsoUpdate?: readonly string[]; alsoDelete?: readonly string[] } = {},
): Pick<LegacySpec, "insert" | "update" | "delete"> {
  return {
    insert: irregular.insert ?? `insert${name}`,
    update: [`update${name}`, ...(irregular.alsoUpdate ?? [])],
    delete: [`delete${name}`, ...(irregular.alsoDelete ?? [])],
  };
}

/**
 * Fields the old client sent on insert under their registry names, as the public forms did:
 * `insertedUnderTheirOwnNames("name", "email")` is `{ name: { insert: "name" }, email: { insert: "email" } }`.
 */
export const insertedUnderTheirOwnNames = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((name) => [name, { insert: name }])) as { [K in N]: { insert: K } };

/**
 * Lists by a date or a session, the newest first, then the newest upload: `newestFirst("issuedOn")`;
 * `newestFirst("session")` for lists of one session's documents.
 */
export const newestFirst = <const F extends string>(field: F) =>
  [
    [field, "DESC"],
    ["createdAt", "DESC"],
  ] as const;

/** Lists the clerk orders by a position field `sortOrder`: by position, then by name. */
export const BY_POSITION_THEN_NAME = [
  ["sortOrder", "ASC"],
  ["name", "ASC"],
] as const;
