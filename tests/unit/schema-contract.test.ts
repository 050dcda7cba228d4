import {
  buildSchema,
  execute,
  getIntrospectionQuery,
  GraphQLInputObjectType,
  GraphQLObjectType,
  parse,
  specifiedRules,
  validate,
  type GraphQLField,
  type GraphQLSchema,
} from "graphql";
import { describe, expect, it, vi } from "vitest";
import { isFileKind, type Access, type ContentTypeSpec, type FieldSpec, type FilterName } from "../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { academicSessions } from "../../server/src/content/vocabulary.js";
import { anonymous, EVERYWHERE, type Actor } from "../../server/src/base/actor.js";
import type { ContentRow, ContentService, ListArgs } from "../../server/src/services/content-service.types.js";
import { AppError } from "../../server/src/base/errors.js";
import type { Services } from "../../server/src/compose.js";
import { accessMarkers } from "../../server/src/graphql/access.js";
import type { GraphQLContext } from "../../server/src/graphql/context.js";
import { createErrorFormatter } from "../../server/src/graphql/errors.js";
import { renderMessage } from "../../server/src/messages/catalogue.js";
import { MAX_DEPTH, MAX_FIELDS, QUERY_LIMIT_RULES } from "../../server/src/graphql/limits.js";
import { createSchema, loadTypeDefs } from "../../server/src/graphql/schema.js";
import { schemaText } from "../../server/src/graphql/schema-text.js";
import { graphqlSurface } from "../support/graphql-surface.js";

// The SDL in schema/ is hand-written; the registry is the source of truth for the content
// types. These tests fail as soon as the two disagree, and pin the access of every root field.

const schema = createSchema();

/** The SDL type a registry field must have on the object type. Lists are never null. */
function outputType(field: FieldSpec): string {
  const bang = field.required ? "!" : "";
  switch (field.kind) {
    case "number":
    case "semester":
      return `Int${bang}`;
    case "boolean":
      return `Boolean${bang}`;
    case "textList":
      return "[String!]!";
    case "members":
      return "[CommitteeMember!]!";
    case "dateTime":
      return `DateTime${bang}`;
    default: // text kinds, department, session, select, date, url, email, phone, aadhaar, pdf/image URLs
      return `String${bang}`;
  }
}

/** The SDL type a registry field must have on an input: required (or required on create) only on create. */
function inputType(field: FieldSpec, create: boolean): string {
  const bang = create && (field.required || field.requiredOnCreate) ? "!" : "";
  if (isFileKind(field.kind)) return `Upload${bang}`;
  if (field.kind === "textList") return `[String!]${bang}`;
  if (field.kind === "members") return `[CommitteeMemberInput!]${bang}`;
  if (field.kind === "dateTime") return `DateTime${bang}`;
  return outputType(field).replace(/!$/, "") + bang;
}

const FILTER_TYPES: Record<FilterName, string> = {
  department: "String",
  session: "String",
  semester: "Int",
  search: "String",
  collection: "String",
  group: "String",
  gallery: "String",
};

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`The SDL has no object type ${name}`);
  return type;
}

function inputObjectType(name: string): GraphQLInputObjectType {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLInputObjectType)) throw new Error(`The SDL has no input type ${name}`);
  return type;
}

function fieldTypes(type: GraphQLObjectType | GraphQLInputObjectType): Record<string, string> {
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, String(f.type)]));
}

function rootField(root: "Query" | "Mutation", name: string): GraphQLField<unknown, unknown> {
  const field = objectType(root).getFields()[name];
  if (!field) throw new Error(`The SDL has no root field ${root}.${name}`);
  return field;
}

function signature(field: GraphQLField<unknown, unknown>) {
  return {
    args: Object.fromEntries(field.args.map((a) => [a.name, String(a.type) + (a.defaultValue !== undefined ? ` = ${a.defaultValue}` : "")])),
    type: String(field.type),
  };
}

function allRootFields(s: GraphQLSchema = schema): GraphQLField<unknown, unknown>[] {
  return [s.getQueryType(), s.getMutationType()].flatMap((t) => (t ? Object.values(t.getFields()) : []));
}

describe.each(CONTENT_TYPE_LIST.map((spec) => [spec.key, spec] as const))("content type %s", (_key, spec: ContentTypeSpec) => {
  const T = spec.graphql.type;
  const fields = Object.entries(spec.fields);

  it("has an object type with every registry field, nullable exactly when not required", () => {
    expect(fieldTypes(objectType(T))).toEqual({
      id: "ID!",
      ...Object.fromEntries(fields.map(([name, field]) => [name, outputType(field)])),
      // Beside every image field x: xInfo, its size and WebP variants.
      ...Object.fromEntries(fields.filter(([, field]) => field.kind === "image").map(([name]) => [`${name}Info`, "ImageInfo"])),
      // Beside every document field x: xInfo, its type and size.
      ...Object.fromEntries(fields.filter(([, field]) => field.kind === "pdf").map(([name]) => [`${name}Info`, "FileInfo"])),
      createdAt: "DateTime!",
      updatedAt: "DateTime!",
      // Who added and last changed it (administrators only).
      createdBy: "Int",
      updatedBy: "Int",
      // A change waiting for approval, and what it does (panel accounts only).
      awaitingApproval: "Int",
      awaitingApprovalAction: "String",
      // Types with a NEW badge (notices).
      ...(spec.lifecycle?.newBadge ? { isNew: "Boolean!" } : {}),
      // Beside every Marathi companion xMr (issue 19): xTranslations, both stored values; and
      // on types with any, which of them a Marathi answer gave in English.
      ...Object.fromEntries(
        fields
          .filter(([, field]) => field.marathiOf)
          .map(([, field]) => [`${field.marathiOf}Translations`, field.kind === "textList" ? "TextListTranslations!" : "Translations!"]),
      ),
      ...(fields.some(([, field]) => field.marathiOf) ? { fallbackToEnglish: "[String!]!" } : {}),
    });
  });

  it("has a page type, saying whether a next page follows (issue 34, item 9f)", () => {
    expect(fieldTypes(objectType(`${T}Page`))).toEqual({ items: `[${T}!]!`, totalCount: "Int!", hasNextPage: "Boolean!" });
  });

  it("has create and update inputs with the registry fields", () => {
    expect(fieldTypes(inputObjectType(`Create${T}Input`))).toEqual(Object.fromEntries(fields.map(([name, field]) => [name, inputType(field, true)])));
    expect(fieldTypes(inputObjectType(`Update${T}Input`))).toEqual(Object.fromEntries(fields.map(([name, field]) => [name, inputType(field, false)])));
  });

  it("has the five root fields, with the registry's filters and the order as list arguments", () => {
    const filterArgs = Object.fromEntries(spec.filters.map((f) => [f, FILTER_TYPES[f]]));
    expect(signature(rootField("Query", spec.graphql.list))).toEqual({
      args: { ...filterArgs, archived: "Boolean", limit: "Int = 20", offset: "Int = 0", orderBy: "ListOrder", lang: "Language" },
      type: `${T}Page!`,
    });
    expect(signature(rootField("Query", spec.graphql.single))).toEqual({ args: { id: "ID!", lang: "Language", asProposed: "Boolean" }, type: T });
    expect(signature(rootField("Mutation", `create${T}`))).toEqual({ args: { input: `Create${T}Input!` }, type: `${T}!` });
    expect(signature(rootField("Mutation", `update${T}`))).toEqual({
      args: { id: "ID!", input: `Update${T}Input!`, ifUnchangedSince: "DateTime" },
      type: `${T}!`,
    });
    expect(signature(rootField("Mutation", `delete${T}`))).toEqual({ args: { id: "ID!" }, type: "ID!" });
  });

  it("marks each root field with the registry's access", () => {
    const expected: [GraphQLField<unknown, unknown>, Access][] = [
      [rootField("Query", spec.graphql.list), spec.access.read],
      [rootField("Query", spec.graphql.single), spec.access.read],
      [rootField("Mutation", `create${T}`), spec.access.create],
      [rootField("Mutation", `update${T}`), spec.access.update],
      [rootField("Mutation", `delete${T}`), spec.access.delete],
    ];
    for (const [field, access] of expected) expect([field.name, accessMarkers(field)]).toEqual([field.name, [access]]);
  });
});

const TYPES_WITH_MEMBERS = CONTENT_TYPE_LIST.filter((spec) => Object.values(spec.fields).some((f) => f.kind === "members"));

describe.each(TYPES_WITH_MEMBERS.map((spec) => [spec.key, spec] as const))("content type %s, with members", (_key, spec: ContentTypeSpec) => {
  it("changes one member at a time, as an update", () => {
    const T = spec.graphql.type;
    const field = rootField("Mutation", `update${T}Member`);
    expect(signature(field)).toEqual({ args: { id: "ID!", input: `Update${T}MemberInput!` }, type: `${T}!` });
    expect(accessMarkers(field)).toEqual([spec.access.update]);
    expect(fieldTypes(inputObjectType(`Update${T}MemberInput`))).toEqual({ name: "String", mobile: "String" });
  });
});

describe("the rest of the contract", () => {
  it("gives every content type its own names", () => {
    const names = CONTENT_TYPE_LIST.flatMap((s) => [s.graphql.type, s.graphql.single, s.graphql.list]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has committee members", () => {
    expect(fieldTypes(objectType("CommitteeMember"))).toEqual({ id: "ID!", name: "String!", mobile: "String!" });
    expect(fieldTypes(inputObjectType("CommitteeMemberInput"))).toEqual({ name: "String!", mobile: "String!" });
  });

  it("has the site settings, nullable until first saved", () => {
    const entries = Object.entries(SITE_SETTINGS_FIELDS) as [string, FieldSpec][];
    expect(fieldTypes(objectType("SiteSettings"))).toEqual({
      ...Object.fromEntries(entries.map(([name, field]) => [name, outputType({ ...field, required: false })])),
      // Beside every Marathi companion xMr (issue 19): xTranslations; and which a Marathi answer gave in English.
      ...Object.fromEntries(
        entries
          .filter(([, field]) => field.marathiOf)
          .map(([, field]) => [`${field.marathiOf}Translations`, field.kind === "textList" ? "TextListTranslations!" : "Translations!"]),
      ),
      // Beside the logo: its size and variants, as beside every picture.
      ...Object.fromEntries(entries.filter(([, field]) => field.kind === "image").map(([name]) => [`${name}Info`, "ImageInfo"])),
      fallbackToEnglish: "[String!]!",
      updatedAt: "DateTime",
    });
    expect(fieldTypes(inputObjectType("UpdateSiteSettingsInput"))).toEqual(Object.fromEntries(entries.map(([name, field]) => [name, inputType(field, false)])));
  });

  it("pins the signatures and access of the other root fields", () => {
    const expected: Record<string, { type: string; args: Record<string, string>; access: Access }> = {
      "Query.me": { type: "AdminAccount", args: {}, access: "public" },
      "Query.administrators": { type: "[AdminAccount!]!", args: {}, access: "admin" },
      "Query.siteSettings": { type: "SiteSettings!", args: { lang: "Language" }, access: "public" },
      "Query.siteUpdatedAt": { type: "DateTime", args: {}, access: "public" },
      "Query.sessions": { type: "[String!]!", args: {}, access: "public" },
      "Query.semesters": { type: "[SemesterOption!]!", args: {}, access: "public" },
      "Query.recentChanges": { type: "[RecentChange!]!", args: { limit: "Int = 8" }, access: "admin" },
      "Query.changesToApprove": { type: "[PendingChange!]!", args: {}, access: "admin" },
      "Query.myPendingChanges": { type: "[PendingChange!]!", args: {}, access: "admin" },
      "Query.missingMarathi": { type: "[LanguageParity!]!", args: { limit: "Int = 10" }, access: "admin" },
      "Query.uploadLimits": { type: "UploadLimits!", args: {}, access: "public" },
      "Query.search": {
        type: "SearchResults!",
        args: { query: "String!", types: "[String!]", limit: "Int = 20", offset: "Int = 0", first: "Int", after: "String", lang: "Language" },
        access: "public",
      },
      "Query.trash": { type: "TrashPage!", args: { type: "String", limit: "Int = 50", offset: "Int = 0" }, access: "admin" },
      "Query.trashDays": { type: "Int!", args: {}, access: "admin" },
      "Query.expiringSoon": { type: "[ExpiringItem!]!", args: { days: "Int = 14" }, access: "admin" },
      "Query.notReviewedSince": { type: "[ReviewDueItem!]!", args: { days: "Int = 365" }, access: "admin" },
      "Query.brokenLinks": { type: "[BrokenLink!]!", args: {}, access: "admin" },
      "Query.brokenLinkTargets": { type: "[String!]!", args: {}, access: "public" },
      "Query.gigwReadiness": { type: "GigwReadiness!", args: {}, access: "admin" },
      "Mutation.checkLinksNow": { type: "[BrokenLink!]!", args: {}, access: "admin" },
      "Mutation.restoreFromTrash": { type: "ID!", args: { type: "String!", id: "ID!" }, access: "admin" },
      "Mutation.deleteForever": { type: "ID!", args: { type: "String!", id: "ID!" }, access: "admin" },
      "Mutation.confirmReviewed": { type: "ReviewConfirmation!", args: { type: "String!", id: "ID!" }, access: "admin" },
      "Mutation.signIn": { type: "AdminAccount!", args: { email: "String!", password: "String!" }, access: "public" },
      "Mutation.signOut": { type: "Boolean!", args: {}, access: "public" },
      "Mutation.createAdministrator": { type: "AdminAccount!", args: { input: "CreateAdministratorInput!" }, access: "admin" },
      "Mutation.deleteAdministrator": { type: "ID!", args: { id: "ID!" }, access: "admin" },
      "Mutation.setAccountRole": { type: "AdminAccount!", args: { id: "ID!", input: "AccountRoleInput!" }, access: "admin" },
      "Mutation.changeMyPassword": {
        type: "Boolean!",
        args: { currentPassword: "String!", newPassword: "String!" },
        access: "admin",
      },
      "Mutation.resetAdministratorPassword": { type: "Boolean!", args: { id: "ID!", newPassword: "String!" }, access: "admin" },
      // Two-step sign-in: public at the root because a sign-in awaiting its code, or an account
      // the site makes set it up first, is not yet an administrator; the service checks who asks.
      "Query.myTwoStepSignIn": { type: "TwoStepStatus!", args: {}, access: "public" },
      "Mutation.signInSecondStep": { type: "AdminAccount!", args: { code: "String!" }, access: "public" },
      "Mutation.beginTwoStepSetup": { type: "TwoStepSetup!", args: {}, access: "public" },
      "Mutation.confirmTwoStepSetup": { type: "[String!]!", args: { code: "String!" }, access: "public" },
      "Mutation.turnOffTwoStepSignIn": { type: "Boolean!", args: { password: "String!" }, access: "public" },
      "Mutation.newRecoveryCodes": { type: "[String!]!", args: { password: "String!" }, access: "public" },
      "Mutation.resetAdministratorTwoStep": { type: "Boolean!", args: { id: "ID!" }, access: "admin" },
      // Forgotten passwords by e-mail: asked by someone who cannot sign in.
      "Query.passwordResetByEmail": { type: "Int", args: {}, access: "public" },
      "Mutation.requestPasswordReset": { type: "Boolean!", args: { email: "String!" }, access: "public" },
      "Mutation.resetForgottenPassword": { type: "Boolean!", args: { token: "String!", newPassword: "String!" }, access: "public" },
      "Mutation.updateSiteSettings": { type: "SiteSettings!", args: { input: "UpdateSiteSettingsInput!" }, access: "admin" },
      "Query.webhooks": { type: "[Webhook!]!", args: {}, access: "admin" },
      "Mutation.createWebhook": { type: "CreatedWebhook!", args: { input: "CreateWebhookInput!" }, access: "admin" },
      "Mutation.deleteWebhook": { type: "ID!", args: { id: "ID!" }, access: "admin" },
      "Mutation.redeliverWebhook": { type: "WebhookDelivery!", args: { deliveryId: "ID!" }, access: "admin" },
      "Query.apiTokens": { type: "[ApiToken!]!", args: {}, access: "admin" },
      "Mutation.createApiToken": { type: "NewApiToken!", args: { input: "CreateApiTokenInput!" }, access: "admin" },
      "Mutation.revokeApiToken": { type: "ApiToken!", args: { id: "ID!" }, access: "admin" },
      "Query.revisions": { type: "[Revision!]!", args: { type: "String!", id: "ID!" }, access: "admin" },
      "Query.auditLog": { type: "AuditPage!", args: { filter: "AuditFilter", limit: "Int = 50", offset: "Int = 0" }, access: "admin" },
      "Mutation.restoreRevision": { type: "Revision!", args: { type: "String!", id: "ID!", revision: "Int!" }, access: "admin" },
      "Mutation.approveChange": { type: "PendingChange!", args: { id: "ID!" }, access: "admin" },
      "Mutation.rejectChange": { type: "PendingChange!", args: { id: "ID!", note: "String!" }, access: "admin" },
      "Mutation.withdrawChange": { type: "PendingChange!", args: { id: "ID!" }, access: "admin" },
      "Mutation.exportCsv": {
        type: "CsvFile!",
        args: { type: "String!", department: "String", session: "String", search: "String", orderBy: "ListOrder" },
        access: "admin",
      },
    };
    for (const [path, want] of Object.entries(expected)) {
      const [root, name] = path.split(".") as ["Query" | "Mutation", string];
      const field = rootField(root, name);
      expect({ path, ...signature(field), access: accessMarkers(field) }).toEqual({
        path,
        type: want.type,
        args: want.args,
        access: [want.access],
      });
    }
    expect(fieldTypes(objectType("AdminAccount"))).toEqual({
      id: "ID!",
      email: "String!",
      displayName: "String!",
      createdAt: "DateTime!",
      updatedAt: "DateTime!",
      twoStepSignIn: "Boolean!",
      mustSetUpTwoStep: "Boolean!",
      role: "AccountRole!",
      departments: "[String!]!",
      contentTypes: "[String!]!",
    });
    expect(fieldTypes(objectType("UploadLimits"))).toEqual({ maxBytes: "Int!", maxMegabytes: "Float!" });
    expect(fieldTypes(inputObjectType("CreateAdministratorInput"))).toEqual({
      email: "String!",
      password: "String!",
      displayName: "String",
      role: "AccountRoleInput",
    });
    expect(fieldTypes(inputObjectType("AccountRoleInput"))).toEqual({ role: "AccountRole!", departments: "[String!]", contentTypes: "[String!]" });

    // Nothing else at the root: a new root field gets a line here (and its access decided).
    const contentFields = CONTENT_TYPE_LIST.flatMap((s) => [
      `Query.${s.graphql.list}`,
      `Query.${s.graphql.single}`,
      ...["create", "update", "delete"].map((verb) => `Mutation.${verb}${s.graphql.type}`),
      ...(Object.values(s.fields).some((f) => f.kind === "members") ? [`Mutation.update${s.graphql.type}Member`] : []),
      // Exact lookups: departmentBySlug(slug: String!) for a field marked `lookup`.
      ...Object.entries(s.fields)
        .filter(([, f]) => f.lookup)
        .map(([name]) => `Query.${s.graphql.single}By${name.charAt(0).toUpperCase()}${name.slice(1)}`),
    ]);
    const actual = [
      ...Object.keys(objectType("Query").getFields()).map((n) => `Query.${n}`),
      ...Object.keys(objectType("Mutation").getFields()).map((n) => `Mutation.${n}`),
    ];
    expect(actual.sort()).toEqual([...contentFields, ...Object.keys(expected)].sort());
  });

  it("says which specification its own scalars follow (@specifiedBy, issue 34 item 9c)", () => {
    const specifiedBy = (name: string) => (schema.getType(name) as { specifiedByURL?: string | null } | undefined)?.specifiedByURL;
    expect(specifiedBy("DateTime")).toBe("https://datatracker.ietf.org/doc/html/rfc3339");
    expect(specifiedBy("Upload")).toBe("https://github.com/jaydenseric/graphql-multipart-request-spec");
  });

  it("pages search as it pages every list: the same arguments and page shape; the old ones deprecated (issue 34, item 9f)", () => {
    const paging = (field: GraphQLField<unknown, unknown>) =>
      Object.fromEntries(Object.entries(signature(field).args).filter(([name]) => ["limit", "offset"].includes(name)));
    const search = rootField("Query", "search");
    expect(paging(search)).toEqual(paging(rootField("Query", "notices")));
    const shape = (type: string) => Object.fromEntries(["totalCount", "hasNextPage"].map((name) => [name, fieldTypes(objectType(type))[name]]));
    expect(shape("SearchResults")).toEqual(shape("NoticePage"));
    expect(fieldTypes(objectType("SearchResults")).items).toBe("[SearchHit!]!");
    for (const page of ["AuditPage", "TrashPage"]) expect(shape(page)).toEqual(shape("NoticePage"));
    const deprecated = [
      ...search.args.filter((arg) => arg.deprecationReason).map((arg) => arg.name),
      ...Object.values(objectType("SearchResults").getFields())
        .filter((field) => field.deprecationReason)
        .map((field) => field.name),
    ];
    expect(deprecated.sort()).toEqual(["after", "endCursor", "first", "hits"]);
  });

  it("marks every root field with exactly one of @public or @admin", () => {
    for (const field of allRootFields()) expect([field.name, accessMarkers(field).length]).toEqual([field.name, 1]);
  });

  it("serves its SDL with every root field's access marker applied, and nothing lost (issue 34, item 9b)", () => {
    const served = buildSchema(schemaText(schema));
    expect(graphqlSurface(served)).toEqual(graphqlSurface(schema));
    const markers = (s: GraphQLSchema) => allRootFields(s).map((field) => `${field.name} ${accessMarkers(field).join(" ")}`);
    expect(markers(served)).toEqual(markers(schema));
    expect(served.getDirective("admin")?.description).toBe(schema.getDirective("admin")?.description);
  });

  it("refuses to build a schema with an unmarked or doubly marked root field", () => {
    const typeDefs = loadTypeDefs();
    expect(() => createSchema([...typeDefs, "extend type Query { forgotten: String }"])).toThrow(/Query\.forgotten.*@public or @admin/);
    expect(() => createSchema([...typeDefs, "extend type Mutation { both: Boolean @public @admin }"])).toThrow(/Mutation\.both/);
  });

  it("refuses to build a schema with a marked root field that has no resolver", () => {
    expect(() => createSchema([...loadTypeDefs(), "extend type Query { orphan: String @public }"])).toThrow(/Query\.orphan has no resolver/);
  });

  it("refuses to build a schema that lacks a type the registry has", () => {
    const withoutSlides = loadTypeDefs().map((sdl) => sdl.replace(/type Slide \{[^}]*\}/, "type Slide { id: ID! }"));
    expect(() => createSchema(withoutSlides)).toThrow(/Slide\.(caption|altText|image|sortOrder)/);
  });
});

describe("query limits", () => {
  const check = (query: string) => validate(schema, parse(query), [...specifiedRules, ...QUERY_LIMIT_RULES]).map((e) => e.message);
  /** Only our rules: this schema has no cycles, so only introspection can nest deeply, and graphql's own rule also guards that. */
  const checkOurs = (query: string) => validate(schema, parse(query), QUERY_LIMIT_RULES).map((e) => e.message);

  it("accepts ordinary queries and the full introspection query", () => {
    expect(check('{ timeTables(department: "computer") { totalCount items { id session oddSemesterPdf } } }')).toEqual([]);
    expect(check(getIntrospectionQuery({ descriptions: true, directiveIsRepeatable: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it(`refuses queries nested more than ${MAX_DEPTH} levels`, () => {
    const nested = "{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }";
    expect(checkOurs(nested)).toEqual(["This query is nested 10 levels deep; at most 8 are allowed."]);
    // Inline fragments and fragment spreads do not hide depth.
    const spread = "{ __schema { types { ...T } } } fragment T on __Type { fields { type { fields { type { ... on __Type { fields { type { name } } } } } } } }";
    expect(checkOurs(spread)).toEqual(["This query is nested 9 levels deep; at most 8 are allowed."]);
  });

  it(`refuses queries selecting more than ${MAX_FIELDS} fields, fragments counted where used`, () => {
    const fragment = "fragment F on TimeTable { id session department oddSemesterPdf evenSemesterPdf createdAt updatedAt }";
    // 9 fields per alias: the list, `items` and the fragment's 7.
    const aliases = Array.from({ length: 34 }, (_, i) => `t${i}: timeTables { items { ...F } }`).join(" ");
    expect(check(`{ ${aliases} } ${fragment}`)).toEqual([`This query asks for 306 fields; at most ${MAX_FIELDS} are allowed. Please split it into smaller queries.`]);
    const fewer = Array.from({ length: 33 }, (_, i) => `t${i}: timeTables { items { ...F } }`).join(" ");
    expect(check(`{ ${fewer} } ${fragment}`)).toEqual([]);
  });
});

// The resolvers against a stand-in for the services: what the transport itself adds.
describe("resolvers built from the registry", () => {
  const timeTableRow: ContentRow = {
    id: 7,
    createdAt: new Date("2026-11-05T10:15:00Z"),
    updatedAt: new Date("2026-11-05T10:15:00Z"),
    session: "2026-2027",
    department: "computer",
    oddSemesterPdf: "time-table/0b0e5c1e-0000-4000-8000-000000000001.pdf",
    evenSemesterPdf: "time-table/0b0e5c1e-0000-4000-8000-000000000002.pdf",
  };

  function fakeServices() {
    const calls: { method: string; actor: Actor; args: unknown[] }[] = [];
    const content = {} as Record<string, ContentService>;
    for (const spec of CONTENT_TYPE_LIST) {
      content[spec.key] = {
        spec,
        list: vi.fn(async (actor: Actor, args?: ListArgs) => {
          calls.push({ method: `${spec.key}.list`, actor, args: [args] });
          return { items: [timeTableRow], totalCount: 1 };
        }),
        listItems: vi.fn(async (actor: Actor, args?: ListArgs) => {
          calls.push({ method: `${spec.key}.listItems`, actor, args: [args] });
          return [timeTableRow];
        }),
        getBy: vi.fn(async () => {
          throw new AppError("NOT_FOUND", "Not here.");
        }),
        visitorFileKeys: vi.fn(async () => []),
        readsFile: vi.fn(async () => false),
        get: vi.fn(async (_actor: Actor, id: number) => {
          if (id === 404) throw new AppError("NOT_FOUND", "Not here.");
          if (spec.key === "admissionConfirmation") {
            return { id, createdAt: new Date(), updatedAt: new Date(), aadhaarNumber: "123456789012", name: "Asha Example" };
          }
          if (spec.key === "committee") {
            return { id, createdAt: new Date(), updatedAt: new Date(), members: [{ name: "Ravi Example", mobile: "9876500001" }] };
          }
          return { ...timeTableRow, id };
        }),
        create: vi.fn(async (actor: Actor, input: Record<string, unknown>) => {
          calls.push({ method: `${spec.key}.create`, actor, args: [input] });
          return { ...timeTableRow, id: 8 };
        }),
        update: vi.fn(async () => timeTableRow),
        remove: vi.fn(async (_actor: Actor, id: number) => ({ ...timeTableRow, id })),
        trash: vi.fn(async () => ({ items: [], totalCount: 0 })),
        restoreFromTrash: vi.fn(async (_actor: Actor, id: number) => ({ ...timeTableRow, id })),
        deleteForever: vi.fn(async (_actor: Actor, id: number) => ({ ...timeTableRow, id })),
        purgeTrashedBefore: vi.fn(async () => 0),
        decideNewRow: vi.fn(async (_actor: Actor, id: number) => ({ ...timeTableRow, id })),
        dropProposal: vi.fn(async () => undefined),
      };
    }
    const services = { config: { uploadMaxBytes: 1024 * 1024 }, content } as unknown as Services;
    return { services, calls };
  }

  async function run(query: string, actor: Actor = anonymous("127.0.0.1")) {
    const { services, calls } = fakeServices();
    const contextValue = { services, actor, req: {}, res: {} } as unknown as GraphQLContext;
    const result = await execute({ schema, document: parse(query), contextValue });
    return { result, calls };
  }

  const admin: Actor = {
    kind: "admin",
    ip: "127.0.0.1",
    accountId: 1,
    email: "clerk@college.example",
    sessionId: "s",
    authority: { role: "administrator", reach: EVERYWHERE },
  };

  it("lists with the type's filters and shows files as /uploads/ paths", async () => {
    const { result, calls } = await run(
      '{ timeTables(department: "computer", session: "2026-2027", limit: 5) { totalCount items { id oddSemesterPdf evenSemesterPdf createdAt } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      timeTables: {
        totalCount: 1,
        items: [
          {
            id: "7",
            oddSemesterPdf: "/uploads/time-table/0b0e5c1e-0000-4000-8000-000000000001.pdf",
            evenSemesterPdf: "/uploads/time-table/0b0e5c1e-0000-4000-8000-000000000002.pdf",
            createdAt: "2026-11-05T10:15:00.000Z",
          },
        ],
      },
    });
    expect(calls[0]!.args[0]).toEqual({ department: "computer", session: "2026-2027", limit: 5, offset: 0 });
  });

  it("does not count the whole list when the query does not ask for totalCount (one database query fewer)", async () => {
    const { result, calls } = await run('{ timeTables(department: "computer") { items { id } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ timeTables: { items: [{ id: "7" }] } });
    expect(calls.map((call) => call.method)).toEqual(["timeTable.listItems"]);
    const viaFragment = await run("{ timeTables { ...counted } } fragment counted on TimeTablePage { totalCount }");
    expect(viaFragment.calls.map((call) => call.method)).toEqual(["timeTable.list"]);
  });

  it("answers hasNextPage from the page's own count: asking for it counts the list, in the query that reads the page", async () => {
    const { result, calls } = await run("{ timeTables(limit: 5) { hasNextPage } }");
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ timeTables: { hasNextPage: false } });
    expect(calls.map((call) => call.method)).toEqual(["timeTable.list"]);
  });

  it("refuses a page larger than 100, naming limit", async () => {
    const { result, calls } = await run("{ notices(limit: 101) { totalCount } }");
    expect(result.errors?.[0]?.originalError).toMatchObject({ code: "BAD_USER_INPUT", field: "limit" });
    expect(calls).toEqual([]);
  });

  it("answers null for a missing record and BAD_USER_INPUT for an id that is not a number", async () => {
    expect((await run('{ notice(id: "404") { id } }')).result.data).toEqual({ notice: null });
    const { result } = await run('{ notice(id: "abc") { id } }');
    expect(result.errors?.[0]?.originalError).toMatchObject({ code: "BAD_USER_INPUT", field: "id" });
  });

  it("masks Aadhaar numbers and gives committee members an id", async () => {
    const { result } = await run('{ admissionConfirmation(id: "3") { aadhaarNumber name } }', admin);
    expect(result.data).toEqual({ admissionConfirmation: { aadhaarNumber: "XXXX XXXX 9012", name: "Asha Example" } });
    const committee = await run('{ committee(id: "4") { members { id name mobile } } }');
    expect(committee.result.data).toEqual({ committee: { members: [{ id: "4-1", name: "Ravi Example", mobile: "9876500001" }] } });
  });

  it("answers UNAUTHENTICATED to @admin fields before any service is called", async () => {
    const { result, calls } = await run('mutation { deleteNotice(id: "1") }');
    expect(result.errors?.[0]?.originalError).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(calls).toEqual([]);
    const submissions = await run("{ admissionConfirmations { totalCount } }");
    expect(submissions.result.errors?.[0]?.originalError).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("lets anyone send a public form, and administrators write content", async () => {
    const form = await run(
      'mutation { createAdmissionConfirmation(input: { enrollment: "2612345", aadhaarNumber: "123456789012", name: "Asha Example", gender: "Female", phone: "9876500002", admissionYear: "1st", aadhaarConsent: true }) { id } }',
    );
    expect(form.result.errors).toBeUndefined();
    expect(form.calls[0]).toMatchObject({ method: "admissionConfirmation.create", actor: { kind: "anonymous" } });
    const created = await run('mutation { createNotice(input: { title: "Exam form", date: "2026-11-05", link: "/notices" }) { id } }', admin);
    expect(created.result.data).toEqual({ createNotice: { id: "8" } });
    expect(created.calls[0]!.args[0]).toEqual({ title: "Exam form", date: "2026-11-05", link: "/notices" });
  });

  it("serves the vocabularies", async () => {
    const { result } = await run("{ sessions semesters { value label } }");
    expect(result.data?.sessions).toEqual(academicSessions());
    expect(result.data?.semesters).toHaveLength(6);
  });
});

describe("error formatting", () => {
  const formatted = { message: "raw", path: ["x"], extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at secret"] } };

  it("keeps our own errors' message, code and field", () => {
    const format = createErrorFormatter({ development: false, log: () => {} });
    const error = new AppError("BAD_USER_INPUT", "Please give the session.", "session");
    expect(format(formatted, error)).toEqual({ message: "Please give the session.", path: ["x"], extensions: { code: "BAD_USER_INPUT", field: "session" } });
  });

  it("hides unexpected errors behind a plain message and logs them", () => {
    const log = vi.fn();
    const format = createErrorFormatter({ development: false, log });
    const answer = format(formatted, new Error("SQLITE_BUSY: database is locked"));
    expect(answer).toEqual({ message: renderMessage("en", "internalError", {}), path: ["x"], extensions: { code: "INTERNAL_SERVER_ERROR" } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("SQLITE_BUSY"));
  });

  it("keeps GraphQL's own client errors without stack traces", () => {
    const format = createErrorFormatter({ development: false, log: () => {} });
    const validation = { message: "Cannot query field", extensions: { code: "GRAPHQL_VALIDATION_FAILED", stacktrace: ["x"] } };
    expect(format(validation, new Error("Cannot query field"))).toEqual({
      message: "Cannot query field",
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
  });
});
