import pg from "pg";

/** Tries to connect; resolves with { reachable, reason } and never throws. */
export async function checkPostgres(url, timeoutMs = 3000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return { reachable: true, reason: "" };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error && error.message ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}
