import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient, type GraphQLResult } from "../support/graphql.js";
import { pdfFile } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 37: a tender's corrigendum and a recruitment's later notice name their parent by its
// number. A number no stored parent has, or only a trashed one, would list the notice under
// nothing, so the save is refused, naming the field, in the panel's language.

let server: TestServer;
let admin: GraphQLTestClient;
let adminInMarathi: GraphQLTestClient;

const CREATE_TENDER = `mutation ($input: CreateTenderInput!) { createTender(input: $input) { id referenceNumber } }`;
const CREATE_CORRIGENDUM = `mutation ($input: CreateTenderCorrigendumInput!) { createTenderCorrigendum(input: $input) { id tenderReference } }`;
const UPDATE_CORRIGENDUM = `mutation ($id: ID!, $input: UpdateTenderCorrigendumInput!) { updateTenderCorrigendum(id: $id, input: $input) { id tenderReference } }`;
const CREATE_RECRUITMENT_NOTICE = `mutation ($input: CreateRecruitmentNoticeInput!) { createRecruitmentNotice(input: $input) { id } }`;
const CORRIGENDA = `{ tenderCorrigenda(limit: 50) { totalCount } }`;

async function corrigendum(tenderReference: string) {
  return { tenderReference, title: "Closing date extended", issuedOn: "2026-03-02", corrigendumPdf: await pdfFile("corrigendum.pdf") };
}

function onlyError(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  return result.errors![0]!;
}

async function corrigendaCount(): Promise<number> {
  return (await admin.request<{ tenderCorrigenda: { totalCount: number } }>(CORRIGENDA)).data!.tenderCorrigenda.totalCount;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  adminInMarathi = new GraphQLTestClient(server.url, { "x-panel-language": "mr", "accept-language": "en" });
  await adminInMarathi.signIn(server.adminEmail, server.adminPassword);
  for (const referenceNumber of ["GPS/TND/2026/14", "GPS/TND/2026/15"]) {
    const tender = await admin.request(CREATE_TENDER, {
      input: { title: `Tender ${referenceNumber}`, referenceNumber, closingDate: "2099-01-15T10:30:00.000Z", tenderPdf: await pdfFile("tender.pdf") },
    });
    expect(tender.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await server?.close();
});

describe("a later notice's parent", () => {
  it("is saved when it names a stored tender", async () => {
    const saved = await admin.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/14") });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.createTenderCorrigendum.tenderReference).toBe("GPS/TND/2026/14");
  });

  it("is refused, naming the field, when no tender has the number, in English and in Marathi; nothing is stored", async () => {
    const before = await corrigendaCount();
    const english = onlyError(await admin.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/99") }));
    expect(english.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "tenderReference" });
    expect(english.message).toBe(`Tender's reference number: no tender notice has the number "GPS/TND/2026/99". Copy the number exactly as it is on the tender notice.`);
    const marathi = onlyError(await adminInMarathi.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/99") }));
    expect(marathi.extensions).toEqual(english.extensions);
    expect(marathi.message).toMatch(/^[^:]*[\u0900-\u097F][^:]*: "GPS\/TND\/2026\/99" हा क्रमांक असलेली कोणतीही नोंद \(.+\) नाही\./);
    expect(await corrigendaCount()).toBe(before);
  });

  it("is refused on an update that names a missing tender, and the row keeps its parent", async () => {
    const saved = await admin.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/15") });
    const id = saved.data!.createTenderCorrigendum.id as string;
    const refused = onlyError(await admin.request(UPDATE_CORRIGENDUM, { id, input: { tenderReference: "GPS/TND/2026/1" } }));
    expect(refused.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "tenderReference" });
    const moved = await admin.request(UPDATE_CORRIGENDUM, { id, input: { tenderReference: "GPS/TND/2026/14" } });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateTenderCorrigendum.tenderReference).toBe("GPS/TND/2026/14");
  });

  it("is refused when the tender is in the Trash, saying so, and accepted again once it is restored", async () => {
    const tenders = await admin.request<{ tenders: { items: { id: string; referenceNumber: string }[] } }>(`{ tenders(limit: 10) { items { id referenceNumber } } }`);
    const tender = tenders.data!.tenders.items.find((row) => row.referenceNumber === "GPS/TND/2026/15")!;
    expect((await admin.request(`mutation ($id: ID!) { deleteTender(id: $id) }`, { id: tender.id })).errors).toBeUndefined();

    const refused = onlyError(await admin.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/15") }));
    expect(refused.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "tenderReference" });
    expect(refused.message).toBe(
      `Tender's reference number: the tender notice numbered "GPS/TND/2026/15" is in the Trash. Restore it from the Trash first, or name another one.`,
    );
    const inMarathi = onlyError(await adminInMarathi.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/15") }));
    expect(inMarathi.message).toContain("कचरापेटीत आहे");

    const restored = await admin.request(`mutation ($type: String!, $id: ID!) { restoreFromTrash(type: $type, id: $id) }`, { type: "tender", id: tender.id });
    expect(restored.errors).toBeUndefined();
    expect((await admin.request(CREATE_CORRIGENDUM, { input: await corrigendum("GPS/TND/2026/15") })).errors).toBeUndefined();
  });

  it("is checked for a recruitment's later notices too", async () => {
    const input = { advertisementNumber: "GPS/REC/2026/03", title: "Interview list", issuedOn: "2026-03-02", noticePdf: await pdfFile("notice.pdf") };
    const refused = onlyError(await admin.request(CREATE_RECRUITMENT_NOTICE, { input }));
    expect(refused.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "advertisementNumber" });
    expect(refused.message).toMatch(/^Advertisement number: no recruitment .*has the number "GPS\/REC\/2026\/03"\./);
  });
});
