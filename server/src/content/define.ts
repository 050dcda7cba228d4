// The shape of a content-type description. Plain data with no server imports, so the admin
// client can read the same descriptions the server does (forms, tables, menus).

/** The closed set of field kinds. Each kind knows its storage, API shape and widget. */
export type FieldKind =
  | "text" // one line of text
  | "longText" // several paragraphs
  | "textList" // an ordered list of short texts (mission items, POs); stored as JSON text
  | "number" // a whole number
  | "date" // a calendar date, YYYY-MM-DD
  | "boolean"
  | "email"
  | "phone" // digits, optionally a leading +; 10 to 15 digits
  | "url" // an absolute http(s) URL or a site path starting with /
  | "department" // a department slug; must name a stored department
  | "session" // an academic session such as 2025-2026
  | "semester" // 1..6, shown as First Semester .. Sixth Semester
  | "select" // one of `options`
  | "pdf" // an uploaded PDF document
  | "image" // an uploaded JPEG, PNG or WebP image
  | "members" // committee members: a list of { name, mobile }
  | "aadhaar"; // a 12-digit Aadhaar number: personal data, shown masked

export const FILE_KINDS = ["pdf", "image"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FieldSpec {
  kind: FieldKind;
  /** What a college clerk reads next to the input and in error messages. */
  label: string;
  required?: boolean;
  /** For "select": the stored values and what the clerk sees. */
  options?: readonly { value: string; label: string }[];
  /** For text kinds: the most characters accepted (defaults by kind). */
  maxLength?: number;
  /** For "number": bounds. */
  min?: number;
  max?: number;
  /** A short hint shown under the input. */
  help?: string;
  /** Personal data: never logged, masked where shown. */
  personal?: boolean;
  /** For "date": refuse dates after today (a date of birth). */
  notAfterToday?: boolean;
  /** For "number": refuse values above the current year (a year of passing). */
  notAfterThisYear?: boolean;
  /** For text kinds: a regular expression the whole value must match, and what to say otherwise. */
  pattern?: { regex: string; message: string };
  /** No two rows may share this value (a department's slug). */
  unique?: boolean;
}

export type Access = "public" | "admin";

/** How one field is spelled by the old connection.php client. Written out, never derived. */
export interface LegacyFieldNames {
  /** The key of the field in a list row (`o_path`). Omit when the old rows lacked it. */
  row?: string;
  /** The multipart name on insert (`oddSemResult`); more than one where several were sent. */
  insert?: string | readonly string[];
  /** The manage table's column header, lowercased, spaces to underscores (`odd_sem_result`). */
  column?: string;
}

export interface LegacySpec {
  /** The list key: the query parameter's name in `connection.php?{key}`. */
  listKey?: string;
  /** Insert action name. */
  insert?: string;
  /** Update action names: the spec's name first, then the aliases the deployed script took. */
  update?: readonly string[];
  /** Delete action names, likewise. */
  delete?: readonly string[];
  /** Field spellings, by registry field name. */
  fields: Readonly<Record<string, LegacyFieldNames>>;
  /**
   * Types with a members field: the action that changes one member by the member's own sno, and
   * the form names of the member's name and mobile number, in order of preference.
   */
  member?: { update: readonly string[]; fields: Readonly<Record<"name" | "mobile", readonly string[]>> };
}

export type FilterName = "department" | "session" | "semester" | "search" | "collection";

export interface ContentTypeSpec<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** Registry key, camelCase (`timeTable`). */
  key: string;
  /** Human names for menus and messages. */
  label: string;
  pluralLabel: string;
  /** GraphQL names: the object type, the single-item query and the list query. */
  graphql: { type: string; single: string; list: string };
  /** Database table, snake_case. */
  table: string;
  /** Folder for this type's uploads, kebab-case. */
  uploadFolder: string;
  /** Who may read, create, update and delete. */
  access: { read: Access; create: Access; update: Access; delete: Access };
  fields: F;
  /** Filters the list query accepts. `search` looks in `searchFields`. */
  filters: readonly FilterName[];
  searchFields?: readonly (keyof F & string)[];
  /** Default order of lists: field (or "createdAt") and direction. */
  order: readonly (readonly [string, "ASC" | "DESC"])[];
  /** Groups of fields of which at least one must be given (a notice's link or its PDF). */
  requireOneOf?: readonly (readonly (keyof F & string)[])[];
  /** Which field names a row in a short list (the table's first column, messages). */
  titleField: keyof F & string;
  admin: {
    /** Admin path segment, kebab-case: /admin-login/{path}. */
    path: string;
    /** Menu group in the dashboard's side navigation. */
    group: "College" | "Faculty" | "Department" | "Site" | "Submissions";
    /** The columns of the manage table, in order. */
    columns: readonly (keyof F & string)[];
  };
  legacy?: LegacySpec;
}

/** Keeps the literal field names for type inference while checking the shape. */
export function defineContentType<const F extends Record<string, FieldSpec>>(
  spec: ContentTypeSpec<F>,
): ContentTypeSpec & { fields: F } {
  return spec as ContentTypeSpec & { fields: F };
}

export const PUBLIC_READ_ADMIN_WRITE = {
  read: "public",
  create: "admin",
  update: "admin",
  delete: "admin",
} as const;

/** Public forms: anyone may submit, only administrators may read or change. */
export const PUBLIC_SUBMISSION = {
  read: "admin",
  create: "public",
  update: "admin",
  delete: "admin",
} as const;

export function isFileKind(kind: FieldKind): kind is FileKind {
  return kind === "pdf" || kind === "image";
}
