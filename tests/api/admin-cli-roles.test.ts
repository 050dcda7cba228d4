import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminAccount } from "../../server/src/db/entities/index.js";
import { runCli } from "../support/run-cli.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 36: `npm run admin -- create --role ...` never leaves the site without an administrator.
// On a database with no account, an editor, approver or viewer is refused with a clear message
// and nothing is made; the first administrator is made, and after it the other roles are. Run
// as a real process on the real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  // The database as before the first start made its administrator.
  await server.dataSource.getRepository(AdminAccount).createQueryBuilder().delete().execute();
});

afterAll(async () => {
  await server?.close();
});

const accounts = async () => (await server.dataSource.getRepository(AdminAccount).find({ order: { id: "ASC" } })).map((a) => ({ email: a.email, role: a.role }));

describe("npm run admin -- create with a role", () => {
  it("refuses an editor while the site has no administrator, then makes the administrator and the editor", async () => {
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    const editor = ["create", "--email", "computer.editor@college.example", "--role", "editor", "--departments", "computer"];
    const refused = await runCli("admin", editor, target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The site has no administrator yet, so this account must be an administrator/);
    expect(refused.stdout).not.toMatch(/Account created/);
    expect(await accounts()).toEqual([]);
    const viewer = await runCli("admin", ["create", "--email", "auditor@college.example", "--role", "viewer"], target);
    expect(viewer.code).toBe(1);
    expect(await accounts()).toEqual([]);

    const first = await runCli("admin", ["create", "--email", "principal.office@college.example"], target);
    expect(first.stderr).toBe("");
    expect(first.stdout).toMatch(/Account created: principal\.office@college\.example, administrator/);
    const made = await runCli("admin", editor, target);
    expect(made.stderr).toBe("");
    expect(made.stdout).toMatch(/Account created: computer\.editor@college\.example, editor \(departments: computer; types: all\)/);
    expect(await accounts()).toEqual([
      { email: "principal.office@college.example", role: "administrator" },
      { email: "computer.editor@college.example", role: "editor" },
    ]);
  });
});
