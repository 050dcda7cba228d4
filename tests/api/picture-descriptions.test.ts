import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { pngFile, sampleInput } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";
import { LEGACY_ENTRIES, LegacyClient, insertForm } from "./legacy-support.js";

// Every picture has a description (alt text) beside it: stored with the row, given back by the
// API to visitors, required whenever a picture is there, except from the old connection.php
// forms, which have no field for it.

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

const STAFF = "id name photoImage photoImageAltText photoImageInfo { contentType bytes width height }";
const CREATE_STAFF = `mutation ($input: CreateFacultyStaffInput!) { createFacultyStaff(input: $input) { ${STAFF} } }`;
const UPDATE_STAFF = `mutation ($id: ID!, $input: UpdateFacultyStaffInput!) { updateFacultyStaff(id: $id, input: $input) { ${STAFF} } }`;
const LIST_STAFF = `query { facultyStaff(department: "computer", limit: 100) { items { ${STAFF} } } }`;

beforeAll(async () => {
  server = await startTestServer();
  await server.services.content.department.create(SYSTEM, { slug: "computer", name: "Computer Technology", isTeachingBranch: true });
  admin = new GraphQLTestClient(server.url);
  visitor = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

async function staffInput(overrides: Record<string, unknown>) {
  return { ...(await sampleInput(CONTENT_TYPES.facultyStaff, ["computer"])), ...overrides };
}

describe("a picture's description", () => {
  let id: string;

  it("is stored with the photo and given back to visitors, with the picture's type and size", async () => {
    const created = await admin.request(CREATE_STAFF, {
      input: await staffInput({ name: "Ms. Example Teacher", photoImageAltText: "  Ms. Example Teacher smiling at her desk  " }),
    });
    expect(created.errors).toBeUndefined();
    id = created.data!.createFacultyStaff.id;
    expect(created.data!.createFacultyStaff.photoImageAltText).toBe("Ms. Example Teacher smiling at her desk");

    const listed = await visitor.request(LIST_STAFF);
    expect(listed.errors).toBeUndefined();
    const row = listed.data!.facultyStaff.items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({
      photoImageAltText: "Ms. Example Teacher smiling at her desk",
      photoImageInfo: { contentType: "image/png", bytes: expect.any(Number), width: 1, height: 1 },
    });
    expect(row.photoImageInfo.bytes).toBeGreaterThan(0);
  });

  it("is required with a new picture: refused naming the field, and no file is kept", async () => {
    const filesBefore = await listUploadedFiles(server.uploadDir);
    // Left out, it is refused by the schema itself: the create input says it is needed (String!).
    const missing = await admin.request(CREATE_STAFF, { input: await staffInput({ photoImageAltText: undefined }) });
    expect(missing.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(missing.errors?.[0]?.message).toContain('"photoImageAltText" of required type "String!" was not provided');
    for (const photoImageAltText of ["", "   "]) {
      const result = await admin.request(CREATE_STAFF, { input: await staffInput({ photoImageAltText }) });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "photoImageAltText" });
      expect(result.errors?.[0]?.message).toBe("Please fill in Description of the photo. Every picture needs a short description, for visitors who cannot see it.");
    }
    expect(await listUploadedFiles(server.uploadDir)).toEqual(filesBefore);
  });

  it("stays when the photo is replaced, and cannot be cleared while the photo is there", async () => {
    const replaced = await admin.request(UPDATE_STAFF, { id, input: { photoImage: pngFile("new-photo.png") } });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.updateFacultyStaff.photoImageAltText).toBe("Ms. Example Teacher smiling at her desk");

    const cleared = await admin.request(UPDATE_STAFF, { id, input: { photoImageAltText: "" } });
    expect(cleared.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "photoImageAltText" });

    const changed = await admin.request(UPDATE_STAFF, { id, input: { photoImageAltText: "Ms. Example Teacher in the computer lab" } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateFacultyStaff.photoImageAltText).toBe("Ms. Example Teacher in the computer lab");
  });

  it("is required for an optional picture only when it is given (an event's second photo)", async () => {
    const fields = "id secondImage secondImageAltText";
    const create = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { ${fields} } }`;
    const update = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { ${fields} } }`;
    const input = { ...(await sampleInput(CONTENT_TYPES.event, ["computer"])), secondImage: null, secondImageAltText: null };
    const created = await admin.request(create, { input });
    expect(created.errors).toBeUndefined();
    const eventId = created.data!.createEvent.id;

    const withoutWords = await admin.request(update, { id: eventId, input: { secondImage: pngFile() } });
    expect(withoutWords.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "secondImageAltText" });
    const withWords = await admin.request(update, { id: eventId, input: { secondImage: pngFile(), secondImageAltText: "Students at the stalls" } });
    expect(withWords.errors).toBeUndefined();
    expect(withWords.data!.updateEvent).toMatchObject({ secondImage: expect.stringMatching(/^\/uploads\/event\//), secondImageAltText: "Students at the stalls" });
  });

  it("may be missing from the old client's forms; the row's other fields stay editable and it can be added later", async () => {
    const legacy = new LegacyClient(server.url);
    expect((await legacy.signIn(server.adminEmail, server.adminPassword)).text).toBe("ok");
    const entry = LEGACY_ENTRIES.find((e) => e.key === "facultyStaff")!;
    const { form } = await insertForm(entry, { overrides: { name: "Mr. Old Client Teacher" } });
    const answer = await legacy.post(`action=${entry.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);

    const listed = await admin.request(LIST_STAFF);
    const row = listed.data!.facultyStaff.items.find((item: { name: string }) => item.name === "Mr. Old Client Teacher");
    expect(row).toMatchObject({ photoImage: expect.any(String), photoImageAltText: null });

    const renamed = await admin.request(UPDATE_STAFF, { id: row.id, input: { name: "Mr. Old Client Teacher Jr." } });
    expect(renamed.errors).toBeUndefined();
    const described = await admin.request(UPDATE_STAFF, { id: row.id, input: { photoImageAltText: "Mr. Old Client Teacher at the board" } });
    expect(described.errors).toBeUndefined();
    expect(described.data!.updateFacultyStaff.photoImageAltText).toBe("Mr. Old Client Teacher at the board");
  });
});
