// One field of a content type, as its registry entry describes it: the kinds (kinds/), the
// alt-text companions (alt-text.ts) and the entry's shape (define.ts) all read this, so it stands
// on its own and imports nothing.

/** The closed set of field kinds. Each kind knows its storage, API shape and widget. */
export type FieldKind =
  | "text" // one line of text
  | "longText" // several paragraphs
  | "markdown" // a page text written in Markdown (GitHub tables); raw HTML is never rendered
  | "textList" // an ordered list of short texts (mission items, POs); stored as JSON text
  | "number" // a whole number
  | "date" // a calendar date, YYYY-MM-DD
  | "dateTime" // a moment (publishing dates): a Date in the services, ISO 8601 in the API
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
  /**
   * Needed when a row is added, though stored rows may lack it: non-null in the create input
   * only. Set on the description that `alt` makes for a required picture (a new row always has
   * the picture, so its description too; older rows may have none).
   */
  requiredOnCreate?: true;
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
  /** Site settings: how the server behaves, not what the site shows; read by administrators only (null for others). */
  adminOnly?: boolean;
  /** For "date": refuse dates after today (a date of birth). */
  notAfterToday?: boolean;
  /** For "number": refuse values above the current year (a year of passing). */
  notAfterThisYear?: boolean;
  /** For text kinds: a regular expression the whole value must match, and what to say otherwise. */
  pattern?: { regex: string; message: string };
  /** No two rows may share this value (a department's slug). */
  unique?: boolean;
  /**
   * Rows are looked up by this value exactly (a department by its slug): the API gets a query
   * `<single>By<Field>`. Implies `unique`.
   */
  lookup?: boolean;
  /**
   * For "image": the picture gets a companion text field `<field>AltText` (placed right after it)
   * that describes it for visitors who cannot see it; required whenever a picture is there.
   * `true` words its label from the image's; an object words it itself.
   */
  alt?: true | { label?: string; help?: string };
  /**
   * A text field that describes the picture of the image field it names: required whenever that
   * field holds a picture. Set on the fields `alt` makes, and on a type's own description field.
   */
  describes?: string;
  /**
   * For "boolean": the visitor's consent to keep the personal data of the field it names (an
   * Aadhaar number); must be ticked whenever that field is given (services/content/write-checks.ts).
   */
  consentFor?: string;
  /**
   * How much a match in this field weighs in search (services/search/): "title" or "body", or
   * false to leave it out. Default: the type's title field "title"; other text kinds and pdf
   * texts "body"; everything else (and personal or admin-only fields) not searched.
   */
  search?: "title" | "body" | false;
  /**
   * Visitors read it: it gets a Marathi companion `<field>Mr` (translations.ts). Allowed on text,
   * longText, markdown and textList; on an image with `alt`, its alt text is the translatable one.
   */
  translatable?: true;
  /** Set on the Marathi companion that `translatable` adds: the English field it translates. */
  marathiOf?: string;
}

/** Whether an input of the API must give the field: on create, a required field (or one required on create); on update, never. */
export function inputRequired(field: FieldSpec, mode: "create" | "update"): boolean {
  return mode === "create" && Boolean(field.required || field.requiredOnCreate);
}
