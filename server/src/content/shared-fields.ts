// Field shapes, legacy spellings and list settings that many content types share, written once
// here so that the type files say only what is their own. Plain data, like the type files.
import {
  defineContentType,
  PUBLIC_READ_ADMIN_WRITE,
  type AdminRoutes,
  type ContentTypeSpec,
  type FieldSpec,
  type GraphQLNames,
  type LegacyFieldNames,
  type LegacySpec,
} from "./define.js";

/** The academic session a row belongs to (2025-2026). */
export const sessionField = { kind: "session", label: "Session", required: true } as const;
/** The department a row belongs to. */
export const departmentField = { kind: "department", label: "Department", required: true } as const;
/** The semester (1 to 6) a row belongs to. */
export const semesterField = { kind: "semester", label: "Semester", required: true } as const;

/**
 * The fields above by name: the same field objects stand in many types, so their words in
 * another language are written once (client/src/messages/mr/admin-registry.ts, sharedFields).
 */
export const SHARED_FIELDS = { session: sessionField, department: departmentField, semester: semesterField } as const;

/** A required PDF upload, such as `newsletterPdf: requiredPdfField("Newsletter (PDF)")`. */
export const requiredPdfField = <const L extends string>(label: L) => ({ kind: "pdf", label, required: true }) as const;

/** A required one-line text the clerk writes in English and Marathi: a title, a name, a caption. */
export const requiredTranslatableText = <const L extends string>(label: L) =>
  ({ kind: "text", label, required: true, translatable: true }) as const;

/** A required date, such as `date: requiredDateField("Date")`. */
export const requiredDateField = <const L extends string>(label: L) => ({ kind: "date", label, required: true }) as const;

/** An optional photo with its description for visitors who cannot see it, in both languages. */
export const photoField = <const L extends string>(label: L) => ({ kind: "image", label, alt: true, translatable: true }) as const;

/** The same photo, required. */
export const requiredPhotoField = <const L extends string>(label: L) =>
  ({ kind: "image", label, required: true, alt: true, translatable: true }) as const;

/** A position in a list (0 to 9999, optional), such as `sortOrder: positionField("Position in the list")`. */
export const positionField = <const L extends string>(label: L) => ({ kind: "number", label, min: 0, max: 9999 }) as const;

/** The same, with the hint that the clerk's smaller numbers come first. */
export const positionFieldSmallerFirst = <const L extends string>(label: L) =>
  ({ ...positionField(label), help: "Smaller numbers are listed first." }) as const;

/**
 * A field the old connection.php client spelled the same everywhere: as the key of a list row,
 * the multipart name on insert and the manage table's column (`session`, `department`).
 */
export const legacySpelledAs = <const N extends string>(name: N) => ({ row: name, insert: name, column: name }) as const;

/** A type's one PDF as the old client spelled it: `path` in list rows, `pdf` in the manage table, its own name on insert. */
export const legacyPdf = <const N extends string>(insertName: N) => ({ row: "path", insert: insertName, column: "pdf" }) as const;

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

/** Lists of one session's documents: the newest session first, then the newest upload. */
export const NEWEST_SESSION_FIRST = [["session", "DESC"], ["createdAt", "DESC"]] as const;

/**
 * A type whose row is one session's PDF files and nothing else (newsletters, result analyses,
 * audit reports ...): public to read, newest session first, named by its session. Its fields
 * are the session, the department when `perDepartment`, then the PDFs in the order given; the
 * manage table shows them all. The legacy block adds only the PDFs' spellings: the session's
 * and the department's are the same for every such type.
 */
export function defineSessionPdfType<const P extends string, const D extends boolean>(options: {
  key: string;
  label: string;
  pluralLabel?: string;
  description: string;
  graphql?: Partial<GraphQLNames>;
  /** Whether each row belongs to one department (required) as well as to a session. */
  perDepartment: D;
  /** The PDF fields and their labels, in order. */
  pdfs: Readonly<Record<P, string>>;
  admin: AdminRoutes & { group: "College" | "Department" };
  legacy: Omit<LegacySpec, "fields"> & { fields: Readonly<Record<P, LegacyFieldNames>> };
}): SessionPdfType<P, D> {
  const { perDepartment, pdfs, admin, legacy, ...names } = options;
  const leadingFields: Record<string, FieldSpec> = perDepartment ? { session: sessionField, department: departmentField } : { session: sessionField };
  const leadingLegacy: Record<string, LegacyFieldNames> = perDepartment
    ? { session: legacySpelledAs("session"), department: legacySpelledAs("department") }
    : { session: legacySpelledAs("session") };
  const pdfFields = Object.fromEntries(Object.entries<string>(pdfs).map(([field, label]) => [field, requiredPdfField(label)]));
  const spec = defineContentType<Record<string, FieldSpec>>({
    ...names,
    access: PUBLIC_READ_ADMIN_WRITE,
    fields: { ...leadingFields, ...pdfFields },
    filters: perDepartment ? ["department", "session"] : ["session"],
    order: NEWEST_SESSION_FIRST,
    titleField: "session",
    admin: { ...admin, columns: [...Object.keys(leadingFields), ...Object.keys(pdfs)] },
    legacy: { ...legacy, fields: { ...leadingLegacy, ...legacy.fields } },
  });
  return spec as unknown as SessionPdfType<P, D>;
}

/** What `defineSessionPdfType` makes: its field names stay known to the compiler. */
type SessionPdfType<P extends string, D extends boolean> = ContentTypeSpec & {
  fields: { session: typeof sessionField } & (D extends true ? { department: typeof departmentField } : unknown) & {
    [K in P]: { kind: "pdf"; label: string; required: true };
  };
};
