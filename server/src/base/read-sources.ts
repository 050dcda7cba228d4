import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "typeorm";

// Which sources of public content a computation read, told by the SQL it ran: every statement
// passes TypeORM's logger (on SQLite and PostgreSQL alike), and while `recordReadSources` runs,
// the tables named after FROM and JOIN are turned into sources by `sourceOfTable`. A table that
// maps to no known source makes the whole computation depend on everything, so a reading this
// module cannot name is never taken for a narrow one.

/** What a computation read: the sources by name, or null when it read something no source names. */
export type ReadSources = ReadonlySet<string> | null;

/** A table's source: its name, "none" for a table whose rows never change what visitors see once written, or undefined (unknown). */
export type SourceOfTable = (table: string) => string | "none" | undefined;

interface Recording {
  sources: Set<string>;
  unknown: boolean;
}

const recordings = new AsyncLocalStorage<Recording>();

const TABLES = /\b(?:FROM|JOIN)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;

/** Runs `work`, noting the sources its statements read. */
export async function recordReadSources<T>(work: () => Promise<T>): Promise<{ result: T; sources: ReadSources }> {
  const recording: Recording = { sources: new Set(), unknown: false };
  const result = await recordings.run(recording, work);
  return { result, sources: recording.unknown ? null : recording.sources };
}

/** A TypeORM logger that notes the tables of each statement run inside `recordReadSources`, and logs nothing. */
export function readSourcesLogger(sourceOf: SourceOfTable): Logger {
  const note = (query: string) => {
    const recording = recordings.getStore();
    if (!recording || recording.unknown) return;
    for (const [, table] of query.matchAll(TABLES)) {
      const source = sourceOf(table!);
      if (source === undefined) recording.unknown = true;
      else if (source !== "none") recording.sources.add(source);
    }
  };
  const nothing = () => undefined;
  return { logQuery: note, logQueryError: nothing, logQuerySlow: nothing, logSchemaBuild: nothing, logMigration: nothing, log: nothing };
}
