// The shape of a content-type description. Plain data with no server imports, so the admin
// client can read the same descriptions the server does (forms, tables, menus).
import { withAltTextFields } from "./alt-text.js";
import type { FieldKind, FieldSpec, FileKind } from "./field-spec.js";
import { columnFields, withPublicDefaults, type PublicBlock, type PublicBlockDefinition } from "./public-block.js";
import { withMarathiFields, type MarathiFields } from "./translations.js";

export { FILE_KINDS, type FieldKind, type FieldSpec, type FileKind } from "./field-spec.js";

export type Access = "public" | "admin";

/**
 * Where a type lives in the administration area: /admin-login/{addRoute} and
 * /admin-login/{manageRoute}. The names the spec gives are written exactly as it spells them
 * (`commitees`, `manage-timeTable`); types it does not list follow add-x / manage-x
 * (defineContentType fills them in: `add-page-text`, `manage-page-texts`).
 */
export interface AdminRoutes {
  addRoute: string;
  manageRoute: string;
  /** The add form's entry in the side navigation, where the spec names one; else the plural label. */
  navLabel?: string;
  /**
   * The add form's heading as the spec gives it. Where the spec names a navigation entry, the
   * heading is "{navLabel} Form" unless written out (defineContentType fills it in).
   */
  heading?: string;
}

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

/** Filters of list queries: `search` looks in `searchFields`; every other one is an exact match on the field of that name. */
export type FilterName = "department" | "session" | "semester" | "search" | "collection" | "group" | "gallery";

/** The GraphQL type of each filter's argument. */
export const FILTER_TYPES: Readonly<Record<FilterName, "String" | "Int">> = {
  department: "String",
  session: "String",
  semester: "Int",
  search: "String",
  collection: "String",
  group: "String",
  gallery: "String",
};

/** GraphQL names: the object type, the single-item query and the list query. */
export interface GraphQLNames {
  type: string;
  single: string;
  list: string;
}

export interface ContentTypeSpec<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** Registry key, camelCase (`timeTable`). */
  key: string;
  /** Human names for menus and messages. */
  label: string;
  pluralLabel: string;
  /** What one item is, for API readers: the GraphQL type's description. */
  description: string;
  /** Derived from the key (TimeTable, timeTable, timeTables) unless written out. */
  graphql: GraphQLNames;
  /** Database table: snake_case of the key. */
  table: string;
  /** Folder for this type's uploads: kebab-case of the key. */
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
  admin: AdminRoutes & {
    /** Menu group in the dashboard's side navigation ("College" -> "College Forms"). */
    group: "College" | "Faculty" | "Department" | "Site" | "Submissions";
    /** The columns of the manage table, in order. */
    columns: readonly (keyof F & string)[];
  };
  legacy?: LegacySpec;
  /** What happens to the type's rows over time, beyond what every type has (trash, dates). */
  lifecycle?: LifecycleOptions;
  /** What the public site shows of the type: its pages, menu entry, feed, sitemap and search links (public-block.ts). */
  public?: PublicBlock;
}

/** A type's lifecycle options (docs/registry-shape.md). */
export interface LifecycleOptions {
  /** Sections whose expired rows stay readable on an archive page (notices, GPS in news): its public route. */
  archive?: {
    route: string;
    /**
     * A dateTime field of the type whose moment the row closes at (a tender's closing date):
     * saving the row sets its "valid until" to it, so the row moves to the archive by itself.
     */
    closesWith?: string;
  };
  /** A NEW badge for NEW_DAYS (a site setting) after the row is published. */
  newBadge?: boolean;
  /**
   * Texts that go stale (page texts): `field` names the type's own "date" field holding when the
   * text was last reviewed. The clerk confirms a review without editing (confirmReviewed sets it
   * to the college's today), and the dashboard lists the rows not reviewed for a year.
   */
  reviewed?: { field: string };
}

/**
 * Fields every type has beside its own, said once: the entity builder, the migration generator,
 * the SDL writer and the services read this list. `clerk` fields are ordinary fields the clerk
 * fills in (defineContentType adds them to every type's `fields`, so forms, validation and the
 * API carry them); the others are columns only the services write.
 */
export interface SystemField {
  /** Entity property and row key. */
  name: string;
  column: string;
  type: "timestamp" | "integer";
  /** Who writes it: the clerk (a form field), the service on every save, the trash, or the approval workflow. */
  setBy: "clerk" | "service" | "trash" | "approval";
  /** Who reads it in the API: everyone (on rows), administrators only, or only the trash listing. */
  api: "row" | "admin" | "trash";
  /** Clerk fields: how the forms and validation see them. */
  field?: FieldSpec;
  /** What the API's description says of an `admin` field. */
  apiNote?: string;
}

/** A moment the clerk may set on any row: a dateTime field in the forms, a timestamp column every reader sees. */
function clerkMoment(name: string, column: string, words: { label: string; help: string }): SystemField {
  return { name, column, type: "timestamp", setBy: "clerk", api: "row", field: { kind: "dateTime", ...words } };
}

export const SYSTEM_FIELDS: readonly SystemField[] = [
  { name: "createdBy", column: "created_by", type: "integer", setBy: "service", api: "admin" },
  { name: "updatedBy", column: "updated_by", type: "integer", setBy: "service", api: "admin" },
  clerkMoment("publishFrom", "publish_from", {
    label: "Publish from",
    help: "Leave empty to show it at once. With a date and time, it stays hidden from visitors until then.",
  }),
  clerkMoment("validUntil", "valid_until", {
    label: "Valid until",
    help: "Leave empty to keep it for ever. After this date and time it leaves the site's lists (notices and news move to their archive).",
  }),
  { name: "deletedAt", column: "deleted_at", type: "timestamp", setBy: "trash", api: "trash" },
  { name: "deletedBy", column: "deleted_by", type: "integer", setBy: "trash", api: "trash" },
  // A new row an editor added while "Approval before publishing" is on: the number of its
  // pending change until an approver approves it (services/approval/); visitors never read it.
  {
    name: "awaitingApproval",
    column: "awaiting_approval",
    type: "integer",
    setBy: "approval",
    api: "admin",
    apiNote:
      "Panel accounts only: the number of this row's change that waits for an approver (Approval before publishing), set on a new row until approved, on the answer of every write that waits, and on the panel's reads of a row whose change or delete waits; null otherwise.",
  },
];

/** The system fields the clerk fills in, as fields: added to every type's `fields`. */
export const CLERK_SYSTEM_FIELDS = Object.fromEntries(SYSTEM_FIELDS.flatMap((system) => (system.field ? [[system.name, system.field] as const] : []))) as Readonly<
  Record<"publishFrom" | "validUntil", FieldSpec>
>;

/** The system fields only the services write (who saved, the trash), as stored columns. */
export const SERVICE_SYSTEM_FIELDS = SYSTEM_FIELDS.filter((system) => !system.field);

/** The companion fields that the `alt` option of image fields adds ("photoImage" -> "photoImageAltText"). */
export type AltTextFields<F extends Record<string, FieldSpec>> = {
  [K in keyof F & string as F[K] extends { alt: unknown } ? `${K}AltText` : never]: FieldSpec;
};

/**
 * What a registry entry writes: the names that follow from the key and the label may be left
 * out, and so may what most types share (defineContentType fills it in).
 */
export type ContentTypeDefinition<F extends Record<string, FieldSpec>> = Omit<
  ContentTypeSpec<F>,
  "graphql" | "table" | "uploadFolder" | "pluralLabel" | "admin" | "access" | "filters" | "titleField" | "lifecycle" | "public"
> & {
  /** Only the irregular ones (a list called `curricula`, not `curriculums`). */
  graphql?: Partial<GraphQLNames>;
  /** Only an irregular one ("Laboratories"); else the label and an "s" ("Holiday" -> "Holidays"). */
  pluralLabel?: string;
  /** Only where it is not PUBLIC_READ_ADMIN_WRITE (public to read, administrators to write): the public forms. */
  access?: ContentTypeSpec["access"];
  /** The exact-match filters, if any: `search` follows them by itself when the type names `searchFields`. */
  filters?: readonly Exclude<FilterName, "search">[];
  /** Only where it is not the field `title` or, in a type without one, the field `name`. */
  titleField?: keyof F & string;
  /** The routes only where the spec names them; else add-x and manage-x (see AdminRoutes). */
  admin: Omit<ContentTypeSpec<F>["admin"], "addRoute" | "manageRoute"> & Partial<Pick<AdminRoutes, "addRoute" | "manageRoute">>;
  /** An archive's route only where it is not the public list's followed by /archive ("/tenders/archive"). */
  lifecycle?: Omit<LifecycleOptions, "archive"> & { archive?: Partial<NonNullable<LifecycleOptions["archive"]>> };
  /** With the defaults of public-block.ts (PublicBlockDefinition: the feed's name and titles, the archive's heading). */
  public?: PublicBlockDefinition;
};

/** camelCase to snake_case: a key's table, a field's column. */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebabCase = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascalCase = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * The administration routes and heading a type leaves out, from its key and list name: the
 * routes `add-page-text` and `manage-page-texts`; the heading "{navLabel} Form" where the spec
 * names a navigation entry.
 */
function adminWithDerivedNames<A extends ContentTypeDefinition<Record<string, FieldSpec>>["admin"]>(admin: A, key: string, list: string) {
  const heading = admin.heading ?? (admin.navLabel === undefined ? undefined : `${admin.navLabel} Form`);
  return {
    addRoute: `add-${kebabCase(key)}`,
    manageRoute: `manage-${kebabCase(list)}`,
    ...admin,
    ...(heading === undefined ? {} : { heading }),
  };
}

/**
 * A registry entry with its derived names filled in: table `time_table`, uploads under
 * `time-table/`, GraphQL type `TimeTable`, queries `timeTable` and `timeTables`, the plural
 * label and the administration routes (above). Keeps the literal field names for type
 * inference while checking the shape.
 */
export function defineContentType<const F extends Record<string, FieldSpec>>(
  definition: ContentTypeDefinition<F>,
): ContentTypeSpec & { fields: F & AltTextFields<F> & MarathiFields<F & AltTextFields<F>> & typeof CLERK_SYSTEM_FIELDS } {
  const { key } = definition;
  const reviewed = definition.lifecycle?.reviewed;
  if (reviewed && (definition.fields[reviewed.field] as FieldSpec | undefined)?.kind !== "date") {
    throw new Error(`${key}: lifecycle.reviewed names "${reviewed.field}", which is not one of its date fields.`);
  }
  checkPublicBlock(definition);
  const titleField = definition.titleField ?? ["title", "name"].find((name) => definition.fields[name]);
  if (!titleField || !definition.fields[titleField]) {
    throw new Error(`${key}: titleField ${titleField ? `names "${titleField}", not one of its fields` : 'is needed: it has no field "title" or "name"'}.`);
  }
  const graphql = { type: pascalCase(key), single: key, list: `${key}s`, ...definition.graphql };
  const lifecycle = lifecycleWithArchiveRoute(definition);
  return {
    ...definition,
    access: definition.access ?? PUBLIC_READ_ADMIN_WRITE,
    filters: [...(definition.filters ?? []), ...(definition.searchFields?.length ? (["search"] as const) : [])],
    titleField,
    ...(lifecycle ? { lifecycle } : {}),
    ...(definition.public ? { public: withPublicDefaults(definition.public, lifecycle?.archive !== undefined) } : {}),
    pluralLabel: definition.pluralLabel ?? `${definition.label}s`,
    fields: { ...withMarathiFields(withAltTextFields(definition.fields), key), ...CLERK_SYSTEM_FIELDS },
    graphql,
    admin: adminWithDerivedNames(definition.admin, key, graphql.list),
    table: snakeCase(key),
    uploadFolder: kebabCase(key),
  } as ContentTypeSpec & { fields: F & AltTextFields<F> & MarathiFields<F & AltTextFields<F>> & typeof CLERK_SYSTEM_FIELDS };
}

/** The lifecycle with its archive's route: where the entry leaves it out, the public list's route and /archive. */
function lifecycleWithArchiveRoute(definition: ContentTypeDefinition<Record<string, FieldSpec>>): LifecycleOptions | undefined {
  const { lifecycle } = definition;
  const archive = lifecycle?.archive;
  if (!archive) return lifecycle as LifecycleOptions | undefined;
  const route = archive.route ?? (definition.public && `${definition.public.route}/archive`);
  if (!route) throw new Error(`${definition.key}: its archive names no route, and it has no public route to put /archive after.`);
  return { ...lifecycle, archive: { route, ...archive } };
}

/** A public block or archive naming a field the type does not have fails when the registry loads. */
function checkPublicBlock(definition: ContentTypeDefinition<Record<string, FieldSpec>>): void {
  const { key, fields } = definition;
  const closesWith = definition.lifecycle?.archive?.closesWith;
  if (closesWith && fields[closesWith]?.kind !== "dateTime")
    throw new Error(`${key}: lifecycle.archive.closesWith names "${closesWith}", which is not one of its dateTime fields.`);
  const layout = definition.public?.layout;
  if (!layout || layout === "own") return;
  const named = layout.kind === "table" ? layout.columns.flatMap(columnFields) : [layout.dateField, ...layout.linkFields];
  const unknown = named.filter((name) => !fields[name]);
  if (unknown.length > 0) throw new Error(`${key}: the public block's layout names ${unknown.join(", ")}, not fields of the type.`);
}

/** The names of a type's GraphQL operations and types, used by the resolvers, the SDL, the client and the tests. */
export function operationNames(spec: ContentTypeSpec) {
  const { type, single, list } = spec.graphql;
  const hasMembers = Object.values(spec.fields).some((field) => field.kind === "members");
  return {
    list,
    single,
    create: `create${type}`,
    update: `update${type}`,
    delete: `delete${type}`,
    /** Types with a members field change one member at a time too. */
    updateMember: hasMembers ? `update${type}Member` : undefined,
    /** Exact lookups by a field (`departmentBySlug`), for fields marked `lookup`. */
    lookups: Object.entries(spec.fields)
      .filter(([, field]) => field.lookup)
      .map(([field]) => {
        const by = `By${field.charAt(0).toUpperCase()}${field.slice(1)}`;
        return { field, query: `${single}${by}`, document: `${type}${by}` };
      }),
    objectType: type,
    pageType: `${type}Page`,
    createInput: `Create${type}Input`,
    updateInput: `Update${type}Input`,
  };
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
