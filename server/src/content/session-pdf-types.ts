// Types whose row is one session's PDF files and nothing else: a department's (newsletters,
// time tables, result analyses ...) or the college's (audit, monitoring, admission reports).
import { defineContentType, type AdminRoutes, type ContentTypeSpec, type FieldSpec, type GraphQLNames, type LegacyFieldNames, type LegacySpec } from "./define.js";
import { type departmentField, legacyUnderTheirOwnNames, newestFirst, requiredPdfField, SESSION_AND_DEPARTMENT, sessionField } from "./shared-fields.js";

/** What a session-PDF type writes: its names, its PDFs, its routes and its legacy spellings. */
interface SessionPdfOptions<P extends string> {
  key: string;
  label: string;
  pluralLabel?: string;
  description: string;
  graphql?: Partial<GraphQLNames>;
  /** The PDF fields and their labels, in order. */
  pdfs: Readonly<Record<P, string>>;
  admin: AdminRoutes;
  legacy: Omit<LegacySpec, "fields"> & { fields: Readonly<Record<P, LegacyFieldNames>> };
}

/**
 * One department's PDFs for a session: fields session, department, then the PDFs; filtered by
 * both; in the Department menu.
 */
export const defineDepartmentSessionPdfType = <const P extends string>(options: SessionPdfOptions<P>) => defineSessionPdfType(options, true);

/** The college's PDFs for a session: fields session, then the PDFs; filtered by session; in the College menu. */
export const defineCollegeSessionPdfType = <const P extends string>(options: SessionPdfOptions<P>) => defineSessionPdfType(options, false);

/**
 * Public to read, newest session first, named by its session; the manage table shows every
 * field. The legacy block adds only the PDFs' spellings: the session's and the department's are
 * the same for every such type.
 */
function defineSessionPdfType<const P extends string, const D extends boolean>(options: SessionPdfOptions<P>, perDepartment: D): SessionPdfType<P, D> {
  const { pdfs, admin, legacy, ...names } = options;
  const leadingFields: Record<string, FieldSpec> = perDepartment ? SESSION_AND_DEPARTMENT : { session: sessionField };
  const leadingLegacy = legacyUnderTheirOwnNames(...Object.keys(leadingFields));
  const pdfFields = Object.fromEntries(Object.entries<string>(pdfs).map(([field, label]) => [field, requiredPdfField(label)]));
  const spec = defineContentType<Record<string, FieldSpec>>({
    ...names,
    fields: { ...leadingFields, ...pdfFields },
    filters: perDepartment ? ["department", "session"] : ["session"],
    order: newestFirst("session"),
    titleField: "session",
    admin: { ...admin, group: perDepartment ? "Department" : "College", columns: [...Object.keys(leadingFields), ...Object.keys(pdfs)] },
    legacy: { ...legacy, fields: { ...leadingLegacy, ...legacy.fields } },
  });
  return spec as unknown as SessionPdfType<P, D>;
}

/** What a session-PDF type makes: its field names stay known to the compiler. */
type SessionPdfType<P extends string, D extends boolean> = ContentTypeSpec & {
  fields: { session: typeof sessionField } & (D extends true ? { department: typeof departmentField } : unknown) & {
      [K in P]: { kind: "pdf"; label: string; required: true };
    };
};
