import { randomBytes } from "node:crypto";
import pg from "pg";

// Throw-away PostgreSQL databases for tests. TEST_DATABASE_URL names a database the tests may
// connect to (the server's own, e.g. .../test); each test makes a fresh sibling database.

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export function testDatabaseBaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when a PostgreSQL server answers at the URL. */
export async function postgresAvailable(baseUrl: string = testDatabaseBaseUrl()): Promise<boolean> {
  try {
    await withClient(baseUrl, (client) => client.query("SELECT 1"));
    return true;
  } catch {
    return false;
  }
}

const OBJECT_IN_USE = "55006"; // another session is using template1 while CREATE DATABASE copies it

/**
 * A fresh database beside `baseUrl`'s, empty or a copy of the database `template` (a name of
 * [a-z0-9_] that no session is connected to).
 */
export async function createTestDatabase(
  baseUrl: string = testDatabaseBaseUrl(),
  options: { template?: string; name?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  // Only [a-z0-9_]: safe to put in the statements below without quoting tricks.
  const name = options.name ?? `college_t_${randomBytes(6).toString("hex")}`;
  if (!/^\w+$/.test(name) || (options.template !== undefined && !/^\w+$/.test(options.template))) throw new Error("Database names are [a-z0-9_].");
  const copyOf = options.template ? ` TEMPLATE "${options.template}"` : "";
  await withClient(baseUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${copyOf}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  });

  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await dropTestDatabase(baseUrl, name);
    },
  };
}

/** Drops the database `name` ([a-z0-9_]) beside `baseUrl`'s, ending its sessions first. */
export async function dropTestDatabase(baseUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error("Database names are [a-z0-9_].");
  await withClient(baseUrl, async (client) => {
    await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
