import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecondFactor } from "../../server/src/db/entities/index.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { LegacyClient } from "./legacy-support.js";
import { runCli } from "../support/run-cli.js";

// Two-step sign-in over real HTTP on the real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set): setting it up, the second step with a code from the app (computed
// here from the secret the server showed) and with a recovery code, its own attempt limit, the
// secret sealed at rest, connection.php's refusal, an administrator's reset, the site setting
// that requires it, and the audit entries of each change.

const CLERK = "two.step@college.example";
const CLERK_PASSWORD = "lantern river stone 42";
const OTHER = "other.clerk@college.example";
const OTHER_PASSWORD = "copper kettle window 7";

const SIGN_IN = "mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id email } }";
const SECOND_STEP = "mutation ($c: String!) { signInSecondStep(code: $c) { id email } }";
const ME = "{ me { email twoStepSignIn mustSetUpTwoStep } }";
const LOG = "query { auditLog(limit: 100) { items { action actor detail } } }";

let server: TestServer;
let admin: GraphQLTestClient;

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function addAccount(email: string, password: string): Promise<string> {
  const made = await admin.request<{ createAdministrator: { id: string } }>(
    "mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }",
    { input: { email, password } },
  );
  expect(made.errors).toBeUndefined();
  return made.data!.createAdministrator.id;
}

async function signedIn(email: string, password: string): Promise<GraphQLTestClient> {
  const client = new GraphQLTestClient(server.url);
  await client.signIn(email, password);
  return client;
}

/** Sets up two-step sign-in for a signed-in client; the secret and the recovery codes. */
async function setUp(client: GraphQLTestClient): Promise<{ secret: string; codes: string[] }> {
  const begun = await client.request<{ beginTwoStepSetup: { secret: string; address: string; qrCodeSvg: string } }>(
    "mutation { beginTwoStepSetup { secret address qrCodeSvg } }",
  );
  expect(begun.errors).toBeUndefined();
  const { secret } = begun.data!.beginTwoStepSetup;
  const confirmed = await client.request<{ confirmTwoStepSetup: string[] }>("mutation ($c: String!) { confirmTwoStepSetup(code: $c) }", {
    c: codeFor(secret),
  });
  expect(confirmed.errors).toBeUndefined();
  return { secret, codes: confirmed.data!.confirmTwoStepSetup };
}

/** Password, then the second step with `code`. */
async function signInWithCode(email: string, password: string, code: string) {
  const client = new GraphQLTestClient(server.url);
  const first = await client.request(SIGN_IN, { e: email, p: password });
  expect(first.errors?.[0]?.extensions?.code).toBe("SECOND_STEP_REQUIRED");
  const second = await client.request<{ signInSecondStep: { email: string } }>(SECOND_STEP, { c: code });
  return { client, second };
}

async function auditEntries() {
  const result = await admin.request<{ auditLog: { items: { action: string; actor: string; detail: string | null }[] } }>(LOG);
  return result.data!.auditLog.items;
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = await signedIn(server.adminEmail, server.adminPassword);
  await addAccount(CLERK, CLERK_PASSWORD);
});

afterAll(async () => {
  await server?.close();
});

describe("two-step sign-in", () => {
  it("is set up with a QR code drawn on the server, keeps the secret sealed, and turns on only with a right code", async () => {
    const clerk = await signedIn(CLERK, CLERK_PASSWORD);
    const begun = await clerk.request<{ beginTwoStepSetup: { secret: string; address: string; qrCodeSvg: string } }>(
      "mutation { beginTwoStepSetup { secret address qrCodeSvg } }",
    );
    const { secret, address, qrCodeSvg } = begun.data!.beginTwoStepSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(address).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const row = await server.dataSource.getRepository(SecondFactor).findOneByOrFail({});
    expect(row.sealedSecret.startsWith("sealed1:")).toBe(true);
    expect(row.sealedSecret).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    // Not on yet: the password alone still signs in.
    await signedIn(CLERK, CLERK_PASSWORD);
    const wrong = await clerk.request('mutation { confirmTwoStepSetup(code: "000000") }');
    expect(wrong.errors?.[0]?.message).toMatch(/code is not right/);

    const confirmed = await clerk.request<{ confirmTwoStepSetup: string[] }>("mutation ($c: String!) { confirmTwoStepSetup(code: $c) }", { c: codeFor(secret) });
    const codes = confirmed.data!.confirmTwoStepSetup;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await server.dataSource.getRepository(SecondFactor).findOneByOrFail({});
    for (const code of codes) expect(stored.recoveryCodes).not.toContain(code.replace("-", ""));
    expect((await clerk.request(ME)).data!.me).toEqual({ email: CLERK, twoStepSignIn: true, mustSetUpTwoStep: false });
    expect((await auditEntries()).find((e) => e.action === "second-factor-on")?.actor).toBe(CLERK);
    secrets.clerk = { secret, codes };
  });

  const secrets: { clerk?: { secret: string; codes: string[] } } = {};

  it("asks for the code after the password, accepts a code once, and a recovery code once", async () => {
    const { secret, codes } = secrets.clerk!;
    const pending = new GraphQLTestClient(server.url);
    const first = await pending.request(SIGN_IN, { e: CLERK, p: CLERK_PASSWORD });
    expect(first.errors?.[0]?.message).toMatch(/code from your authenticator app/);
    // Between the steps nobody is signed in.
    expect((await pending.request(ME)).data!.me).toBeNull();
    expect((await pending.request("{ administrators { id } }")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const code = codeFor(secret, 1);
    const withCode = await pending.request<{ signInSecondStep: { email: string } }>(SECOND_STEP, { c: code });
    expect(withCode.errors).toBeUndefined();
    expect(withCode.data!.signInSecondStep.email).toBe(CLERK);
    expect((await pending.request(ME)).data!.me.email).toBe(CLERK);

    // The same code again (someone who saw it) is refused.
    const replay = await signInWithCode(CLERK, CLERK_PASSWORD, code);
    expect(replay.second.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const recovery = await signInWithCode(CLERK, CLERK_PASSWORD, codes[3]!.toUpperCase());
    expect(recovery.second.errors).toBeUndefined();
    expect(
      (await recovery.client.request<{ myTwoStepSignIn: { recoveryCodesLeft: number } }>("{ myTwoStepSignIn { state recoveryCodesLeft } }")).data!.myTwoStepSignIn,
    ).toEqual({
      state: "ON",
      recoveryCodesLeft: 9,
    });
    const again = await signInWithCode(CLERK, CLERK_PASSWORD, codes[3]!);
    expect(again.second.errors?.[0]?.message).toMatch(/code is not right/);
    expect((await again.client.request(ME)).data!.me).toBeNull();

    const log = await auditEntries();
    expect(log.some((e) => e.action === "sign-in" && e.actor === CLERK && e.detail === "with a recovery code (9 left)")).toBe(true);
    expect(log.some((e) => e.action === "failed-sign-in" && e.detail === "wrong two-step sign-in code")).toBe(true);
  });

  it("locks the second step after five wrong codes, as the password's limit does, even for the right code", async () => {
    const { secret, codes } = secrets.clerk!;
    // A right second step first: it forgets the failures of the test before, so the count starts at 0.
    // (A recovery code: this period's app codes were used already, and a code is never accepted twice.)
    expect((await signInWithCode(CLERK, CLERK_PASSWORD, codes[0]!)).second.errors).toBeUndefined();
    const client = new GraphQLTestClient(server.url);
    expect((await client.request(SIGN_IN, { e: CLERK, p: CLERK_PASSWORD })).errors?.[0]?.extensions?.code).toBe("SECOND_STEP_REQUIRED");
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) answers.push((await client.request(SECOND_STEP, { c: "111111" })).errors?.[0]?.extensions?.code);
    expect(answers).toEqual([...Array(5).fill("BAD_USER_INPUT"), "RATE_LIMITED"]);
    const right = await client.request(SECOND_STEP, { c: codeFor(secret, -1) });
    expect(right.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(right.errors?.[0]?.message).toMatch(/Too many wrong codes/);
    // The password's own counters are apart: the password is still accepted.
    expect((await new GraphQLTestClient(server.url).request(SIGN_IN, { e: CLERK, p: CLERK_PASSWORD })).errors?.[0]?.extensions?.code).toBe("SECOND_STEP_REQUIRED");
  });

  it("is refused by connection.php, which cannot ask a second step", async () => {
    const legacy = new LegacyClient(server.url);
    const answer = await legacy.signIn(CLERK, CLERK_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(/two-step sign-in, which connection.php cannot ask for/);
    expect(answer.headers.get("set-cookie")).toBeNull();
    // A wrong password still answers as before (nothing tells the two apart without the password).
    expect((await legacy.signIn(CLERK, "not the password 123")).status).toBe(401);
  });

  it("is reset by another administrator (audited), not by the account itself, and the password alone then signs in", async () => {
    const ids = await admin.request<{ administrators: { id: string; email: string; twoStepSignIn: boolean }[] }>("{ administrators { id email twoStepSignIn } }");
    const clerk = ids.data!.administrators.find((a) => a.email === CLERK)!;
    const me = ids.data!.administrators.find((a) => a.email === server.adminEmail)!;
    expect(clerk.twoStepSignIn).toBe(true);
    expect(me.twoStepSignIn).toBe(false);

    const own = await admin.request("mutation ($id: ID!) { resetAdministratorTwoStep(id: $id) }", { id: me.id });
    expect(own.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const reset = await admin.request("mutation ($id: ID!) { resetAdministratorTwoStep(id: $id) }", { id: clerk.id });
    expect(reset.errors).toBeUndefined();
    const entry = (await auditEntries()).find((e) => e.action === "second-factor-reset");
    expect(entry).toEqual({ action: "second-factor-reset", actor: server.adminEmail, detail: `two-step sign-in of ${CLERK} (number ${clerk.id}) reset` });
    // The reset also cleared the locked second step; the password alone signs in now.
    const after = await new GraphQLTestClient(server.url).request(SIGN_IN, { e: CLERK, p: CLERK_PASSWORD });
    expect(after.errors).toBeUndefined();
    expect(await server.dataSource.getRepository(SecondFactor).count()).toBe(0);
  });

  it("is required by the site setting: the account must set it up before anything else, and cannot turn it off", async () => {
    await addAccount(OTHER, OTHER_PASSWORD);
    const saved = await admin.request('mutation { updateSiteSettings(input: { twoStepRequired: "everyone" }) { twoStepRequired } }');
    expect(saved.errors).toBeUndefined();

    const other = await signedIn(OTHER, OTHER_PASSWORD);
    expect((await other.request(ME)).data!.me).toEqual({ email: OTHER, twoStepSignIn: false, mustSetUpTwoStep: true });
    const refused = await other.request("{ administrators { id } }");
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(refused.errors?.[0]?.message).toMatch(/requires two-step sign-in for your account/);
    // Nor through connection.php.
    expect((await new LegacyClient(server.url).signIn(OTHER, OTHER_PASSWORD)).status).toBe(403);

    const { secret } = await setUp(other);
    expect((await other.request("{ administrators { id } }")).errors).toBeUndefined();
    const off = await other.request("mutation ($p: String!) { turnOffTwoStepSignIn(password: $p) }", { p: OTHER_PASSWORD });
    expect(off.errors?.[0]?.message).toMatch(/cannot be turned off/);

    const next = await signInWithCode(OTHER, OTHER_PASSWORD, codeFor(secret, 1));
    expect(next.second.errors).toBeUndefined();
    await admin.request("mutation { updateSiteSettings(input: { twoStepRequired: null }) { twoStepRequired } }");
    const offNow = await other.request("mutation ($p: String!) { turnOffTwoStepSignIn(password: $p) }", { p: OTHER_PASSWORD });
    expect(offNow.errors).toBeUndefined();
    expect((await auditEntries()).find((e) => e.action === "second-factor-off")?.actor).toBe(OTHER);
  });

  it("is reset from the shell with npm run admin -- reset-second-step (audited), which signs the account out", async () => {
    const other = await signedIn(OTHER, OTHER_PASSWORD);
    await setUp(other);
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    const done = await runCli("admin", ["reset-second-step", "--email", OTHER.toUpperCase()], target);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(new RegExp(`Two-step sign-in turned off for ${OTHER.replace(/\./g, "\\.")}`));
    expect(await server.dataSource.getRepository(SecondFactor).count()).toBe(0);
    expect((await other.request(ME)).data!.me).toBeNull();
    expect((await signedIn(OTHER, OTHER_PASSWORD)).cookie).toBeDefined();
    const entry = (await auditEntries()).find((e) => e.action === "second-factor-reset");
    expect(entry).toMatchObject({ actor: "the server", detail: expect.stringContaining(`two-step sign-in of ${OTHER}`) });

    const again = await runCli("admin", ["reset-second-step", "--email", OTHER], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not on for this account/);
    const unknown = await runCli("admin", ["reset-second-step", "--email", "nobody@college.example"], target);
    expect(unknown.stderr).toMatch(/no administrator with the e-mail nobody@college.example/);
  });
});
