import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTER_TYPES, operationNames, type ContentTypeSpec, type FilterName } from "../../server/src/content/define.js";
import { noticeParentOf, type NoticeParent } from "../../server/src/content/later-notice-types.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { editableTextField, fileFieldsOf, pdfFile, pngFile, sampleInput, selectionOf } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// Every content type, driven by its registry entry: create with files, read, filter, update,
// replace a file, delete (to the trash, then for ever); refusals leave nothing behind.

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;
const DEPARTMENTS = ["computer", "civil"];

function operations(spec: ContentTypeSpec) {
  const names = operationNames(spec);
  const selection = selectionOf(spec);
  return {
    create: `mutation ($input: ${names.createInput}!) { ${names.create}(input: $input) { ${selection} } }`,
    update: `mutation ($id: ID!, $input: ${names.updateInput}!) { ${names.update}(id: $id, input: $input) { ${selection} } }`,
    remove: `mutation ($id: ID!) { ${names.delete}(id: $id) }`,
    get: `query ($id: ID!) { ${names.single}(id: $id) { ${selection} } }`,
    list(filters: Record<string, unknown> = {}) {
      const given = Object.keys(filters);
      const defs = given.map((n) => `$${n}: ${FILTER_TYPES[n as FilterName]}`).join(", ");
      const args = given.map((n) => `${n}: $${n}`).join(", ");
      const head = given.length ? `query (${defs})` : "query";
      return `${head} { ${names.list}${args ? `(${args})` : ""} { totalCount items { id } } }`;
    },
  };
}

async function countRows(spec: ContentTypeSpec): Promise<number> {
  const result = await admin.request(operations(spec).list());
  expect(result.errors).toBeUndefined();
  return result.data![spec.graphql.list].totalCount;
}

/** A later notice names a stored parent (a corrigendum its tender): one is made, once per parent type. */
const storedParents = new Map<string, Promise<unknown>>();
function storedParent({ spec, matches }: NoticeParent): Promise<unknown> {
  const made =
    storedParents.get(spec.key) ??
    (async () => {
      const result = await admin.request(operations(spec).create, { input: await sampleInput(spec, DEPARTMENTS) });
      expect(result.errors).toBeUndefined();
      return result.data![operationNames(spec).create][matches];
    })();
  storedParents.set(spec.key, made);
  return made;
}

/** A complete, valid input for `spec`: the registry's samples, and a later notice's stored parent. */
async function validInput(spec: ContentTypeSpec): Promise<Record<string, unknown>> {
  const input = await sampleInput(spec, DEPARTMENTS);
  const parent = noticeParentOf(spec, CONTENT_TYPE_LIST);
  if (parent) input[parent.field] = await storedParent(parent);
  return input;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  visitor = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  for (const [index, slug] of DEPARTMENTS.entries()) {
    const result = await admin.request(`mutation ($input: CreateDepartmentInput!) { createDepartment(input: $input) { id slug } }`, {
      input: { slug, name: `Department ${index + 1}`, isTeachingBranch: true },
    });
    expect(result.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await server?.close();
});

describe.each(CONTENT_TYPE_LIST.map((spec) => [spec.key, spec] as const))("%s", (_key, spec) => {
  const ops = operations(spec);
  const files = fileFieldsOf(spec);
  const publicCreate = spec.access.create === "public";
  let created: Record<string, any>;
  /** Files a save replaced: kept while a version names them, gone with the row. */
  const replacedFiles: string[] = [];
  let input: Record<string, unknown>;

  it("is created with its files by an administrator and read back", async () => {
    input = await validInput(spec);
    const result = await admin.request(ops.create, { input });
    expect(result.errors).toBeUndefined();
    created = result.data![operationNames(spec).create];
    expect(Number(created.id)).toBeGreaterThan(0);
    for (const [name, field] of Object.entries(spec.fields)) {
      if (files.includes(name)) {
        expect(created[name]).toMatch(new RegExp(`^/uploads/${spec.uploadFolder}/[a-f0-9-]{36}\\.(pdf|png)$`));
        const response = await fetch(`${server.url}${created[name]}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(field.kind === "pdf" ? "application/pdf" : "image/png");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      } else if (field.kind === "aadhaar") {
        expect(created[name]).toBe("XXXX XXXX 1234");
      } else if (field.kind === "members") {
        expect(created[name].map((m: any) => m.name)).toEqual(["Member One", "Member Two"]);
      } else if (name === "validUntil" && spec.lifecycle?.archive?.closesWith) {
        // A type that closes with one of its dates (a tender) is valid until that moment.
        expect(created[name]).toEqual(input[spec.lifecycle.archive.closesWith]);
      } else {
        expect(created[name]).toEqual(input[name]);
      }
    }
    const single = await admin.request(ops.get, { id: created.id });
    expect(single.data![spec.graphql.single].id).toBe(created.id);
  });

  it("is listed, and each filter finds it or leaves it out", async () => {
    const all = await admin.request(ops.list());
    expect(all.errors).toBeUndefined();
    expect(all.data![spec.graphql.list].totalCount).toBeGreaterThanOrEqual(1);
    for (const filter of spec.filters) {
      const value = filter === "search" ? String(created[spec.searchFields![0]!]).slice(0, 12) : created[filter];
      if (value === null || value === undefined) continue;
      const hit = await admin.request(ops.list({ [filter]: value }), { [filter]: value });
      expect(hit.errors, `filter ${filter}`).toBeUndefined();
      expect(hit.data![spec.graphql.list].items.map((i: any) => i.id)).toContain(created.id);
      const other = filter === "semester" ? 6 : filter === "session" ? "2021-2022" : filter === "department" ? DEPARTMENTS[1] : "zz-nothing-like-this";
      const miss = await admin.request(ops.list({ [filter]: other }), { [filter]: other });
      expect(miss.errors, `filter ${filter}`).toBeUndefined();
      expect(miss.data![spec.graphql.list].items.map((i: any) => i.id)).not.toContain(created.id);
    }
  });

  it("reads as its access rule says", async () => {
    const result = await visitor.request(ops.list());
    if (spec.access.read === "public") {
      expect(result.errors).toBeUndefined();
    } else {
      expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("changes only the given field on update", async () => {
    const field = editableTextField(spec);
    if (!field) return;
    const result = await admin.request(ops.update, { id: created.id, input: { [field]: "Changed by the test" } });
    expect(result.errors).toBeUndefined();
    const updated = result.data![operationNames(spec).update];
    expect(updated[field]).toBe("Changed by the test");
    for (const other of Object.keys(spec.fields)) if (other !== field) expect(updated[other]).toEqual(created[other]);
    created = updated;
  });

  it("replaces a file; the old one stays reachable while a kept version (the History) names it", async () => {
    const fileField = files[0];
    if (!fileField) return;
    const kind = spec.fields[fileField]!.kind;
    const replacement = kind === "pdf" ? await pdfFile("new.pdf") : pngFile("new.png");
    const result = await admin.request(ops.update, { id: created.id, input: { [fileField]: replacement } });
    expect(result.errors).toBeUndefined();
    const updated = result.data![operationNames(spec).update];
    expect(updated[fileField]).not.toBe(created[fileField]);
    // The old file only for administrators (the History); the new one for whoever may read the type.
    expect((await admin.fetchPath(created[fileField])).status).toBe(200);
    expect((await fetch(`${server.url}${created[fileField]}`)).status).toBe(404);
    expect((await admin.fetchPath(updated[fileField])).status).toBe(200);
    expect((await fetch(`${server.url}${updated[fileField]}`)).status).toBe(spec.access.read === "public" ? 200 : 404);
    replacedFiles.push(created[fileField]);
    created = updated;
  });

  it("refuses bad input, naming the field, and stores nothing", async () => {
    const before = await countRows(spec);
    const filesBefore = await listUploadedFiles(server.uploadDir);
    const cases: [string, unknown][] = [];
    const required = Object.entries(spec.fields).find(([, f]) => f.required && (f.kind === "text" || f.kind === "phone"));
    if (required) cases.push([required[0], ""]);
    for (const [name, field] of Object.entries(spec.fields)) {
      if (field.kind === "session") cases.push([name, "1999-2000"]);
      if (field.kind === "department") cases.push([name, "no_such_department"]);
      if (field.kind === "semester") cases.push([name, 9]);
      if (field.kind === "select") cases.push([name, "not-an-option"]);
      if (field.kind === "pdf") cases.push([name, pngFile("disguised.pdf")]);
      if (field.kind === "image") cases.push([name, await pdfFile("disguised.png")]);
    }
    for (const [name, value] of cases) {
      const bad = { ...(await validInput(spec)), [name]: value };
      const result = await admin.request(ops.create, { input: bad });
      expect(result.errors?.[0]?.extensions?.code, `${name} = ${JSON.stringify(value)}`).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0]?.extensions?.field).toBe(name);
    }
    expect(await countRows(spec)).toBe(before);
    expect(await listUploadedFiles(server.uploadDir)).toEqual(filesBefore);
  });

  it("refuses writes without an administrator session, storing nothing", async () => {
    const before = await countRows(spec);
    const filesBefore = await listUploadedFiles(server.uploadDir);
    const field = editableTextField(spec) ?? Object.keys(spec.fields)[0]!;
    const attempts = [visitor.request(ops.update, { id: created.id, input: { [field]: "Vandalised" } }), visitor.request(ops.remove, { id: created.id })];
    if (!publicCreate) attempts.push(visitor.request(ops.create, { input: await validInput(spec) }));
    for (const result of await Promise.all(attempts)) {
      expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect(await countRows(spec)).toBe(before);
    expect(await listUploadedFiles(server.uploadDir)).toEqual(filesBefore);
    const unchanged = await admin.request(ops.get, { id: created.id });
    expect(unchanged.data![spec.graphql.single][field]).toEqual(created[field]);
  });

  it("accepts a visitor's submission when the type is a public form", async () => {
    if (!publicCreate) return;
    const result = await visitor.request(ops.create, { input: await validInput(spec) });
    expect(result.errors).toBeUndefined();
  });

  it("goes to the trash keeping its files, and is deleted for ever (files too) only from there", async () => {
    const forever = `mutation ($type: String!, $id: ID!) { deleteForever(type: $type, id: $id) }`;
    const notTrashed = await admin.request(forever, { type: spec.key, id: created.id });
    expect(notTrashed.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const result = await admin.request(ops.remove, { id: created.id });
    expect(result.errors).toBeUndefined();
    const gone = await admin.request(ops.get, { id: created.id });
    expect(gone.data![spec.graphql.single]).toBeNull();
    // In the trash its files stay for a restore, withheld from visitors meanwhile.
    for (const name of files) {
      if (!created[name]) continue;
      expect((await admin.fetchPath(created[name])).status).toBe(200);
      expect((await fetch(`${server.url}${created[name]}`)).status).toBe(404);
    }
    // Its versions stay too, with the files only they named (a restore brings the History back).
    for (const url of replacedFiles) expect((await admin.fetchPath(url)).status).toBe(200);
    const again = await admin.request(ops.remove, { id: created.id });
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const purged = await admin.request(forever, { type: spec.key, id: created.id });
    expect(purged.errors).toBeUndefined();
    for (const name of files) {
      if (created[name]) expect((await admin.fetchPath(created[name])).status).toBe(404);
    }
    // Deleted for ever, its versions went with it, and the files only they named.
    for (const url of replacedFiles) expect((await admin.fetchPath(url)).status).toBe(404);
  });
});
