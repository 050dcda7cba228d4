import { randomBytes } from "node:crypto";
import pg from "pg";

// A throw-away PostgreSQL database for one benchmark run: random name, dropped afterwards.

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  try {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    const where = new URL(adminUrl);
    throw new Error(
      `Could not create a database on the PostgreSQL server at ${where.host} (${(error as Error).message}). ` +
        "Start PostgreSQL there, or give another server with --postgres-url.",
    );
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
