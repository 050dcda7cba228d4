import type { DataSource } from "typeorm";

// Servers started at the same moment on one new PostgreSQL database would all run the
// migrations and all add the demo content. A start holds a PostgreSQL advisory lock while it
// prepares the data, so the others wait and then find it done. The lock belongs to one
// connection taken from the pool for that time; it goes with the connection if the server dies.
// SQLite has one server per file: nothing to hold.

/** An arbitrary number that names this lock among the database's advisory locks. */
const START_LOCK_KEY = 7_302_214_001;

/** Waits for the start lock; call the result to let the next server go on. */
export async function holdStartLock(dataSource: DataSource): Promise<() => Promise<void>> {
  if (dataSource.options.type !== "postgres") return async () => undefined;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SELECT pg_advisory_lock($1)", [START_LOCK_KEY]);
  } catch (error) {
    await runner.release();
    throw error;
  }
  return async () => {
    try {
      await runner.query("SELECT pg_advisory_unlock($1)", [START_LOCK_KEY]);
    } finally {
      await runner.release();
    }
  };
}
