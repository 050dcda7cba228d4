import { describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { admissionConfirmation } from "../../server/src/content/types/submissions.js";
import { ADMISSION } from "../support/data-at-rest.js";
import { GraphQLTestClient, type GraphQLResult } from "../support/graphql.js";
import { legacyServerForFile } from "./legacy-support.js";

// An Aadhaar number is kept only with the visitor's consent (issue 39): the server refuses an
// admission confirmation whose consent tick is missing or false, on every path (GraphQL in both
// languages, connection.php), naming the tick so that the form shows the message beside it.

const t = legacyServerForFile();

const { aadhaarConsent: _ticked, ...withoutConsent } = ADMISSION.input;

function onlyError(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  return result.errors![0]!;
}

async function storedNames(): Promise<string[]> {
  const { items } = await t.server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
  return items.map((row) => String(row.name));
}

describe("the Aadhaar consent", () => {
  it("is refused when missing or not ticked, in English and Marathi, beside the tick", async () => {
    const english = new GraphQLTestClient(t.server.url, { "accept-language": "en" });
    const marathi = new GraphQLTestClient(t.server.url, { "accept-language": "mr-IN,mr;q=0.9" });
    const missing = onlyError(await english.request(ADMISSION.mutation, { input: { ...withoutConsent, name: "No Consent" } }));
    expect(missing.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "aadhaarConsent" });
    expect(missing.message).toBe("Please tick the agreement to keep Aadhaar number: the college keeps it only with your consent.");
    const unticked = onlyError(await marathi.request(ADMISSION.mutation, { input: { ...withoutConsent, name: "No Consent", aadhaarConsent: false } }));
    expect(unticked.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "aadhaarConsent" });
    expect(unticked.message).toBe("कृपया आधार क्रमांक ठेवण्याच्या संमतीच्या चौकटीत खूण करा: महाविद्यालय ती तुमच्या संमतीनेच ठेवते.");
    expect(await storedNames()).not.toContain("No Consent");
  });

  it("keeps connection.php's contract: the old form, which has no tick, is stored with the consent not given; a ticked one with it", async () => {
    const fields = { enrollment: "2300000901", aadharNo: "1234 5678 9010", name: "Legacy Unasked", phone: "9876500901", admissionYear: "1st", gender: "Male" };
    const unasked = await t.visitor.post(`action=${admissionConfirmation.legacy!.insert}`, JSON.stringify(fields), { "content-type": "application/json" });
    expect(unasked.status, unasked.text).toBe(200);

    const ticked = { ...fields, enrollment: "2300000903", name: "Legacy Consent", aadhaarConsent: "yes" };
    const stored = await t.visitor.post(`action=${admissionConfirmation.legacy!.insert}`, JSON.stringify(ticked), { "content-type": "application/json" });
    expect(stored.status, stored.text).toBe(200);
    const { items } = await t.server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
    expect(items.find((row) => row.name === "Legacy Unasked")).toMatchObject({ aadhaarConsent: false });
    expect(items.find((row) => row.name === "Legacy Consent")).toMatchObject({ aadhaarConsent: true });
  });

  it("cannot be taken back by an administrator while the Aadhaar number is kept", async () => {
    const visitor = new GraphQLTestClient(t.server.url);
    const created = await visitor.request(ADMISSION.mutation, { input: { ...ADMISSION.input, enrollment: "2300000902" } });
    const id = created.data!.createAdmissionConfirmation.id as string;
    const admin = new GraphQLTestClient(t.server.url);
    await admin.signIn(t.server.adminEmail, t.server.adminPassword);
    const update = `mutation ($id: ID!, $input: UpdateAdmissionConfirmationInput!) { updateAdmissionConfirmation(id: $id, input: $input) { id } }`;
    const error = onlyError(await admin.request(update, { id, input: { aadhaarConsent: false } }));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "aadhaarConsent" });
    // Another field's change is not refused.
    expect((await admin.request(update, { id, input: { name: "Renamed Student" } })).errors).toBeUndefined();
  });
});
