import sqlite3 from "sqlite3";

// A few promise-returning calls on a sqlite3 connection of its own, for the backup and restore
// commands: they never share the server's connection (they may run while the server does).

export interface SqliteFile {
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export function openSqliteFile(file: string, { readOnly = false } = {}): Promise<SqliteFile> {
  const mode = readOnly ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE;
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, mode, (error) => {
      if (error) {
        reject(error);
        return;
      }
      // The server may hold a write lock for a moment; wait for it rather than failing.
      db.configure("busyTimeout", 10_000);
      resolve({
        all: <T>(sql: string, params: unknown[] = []) => new Promise<T[]>((res, rej) => db.all(sql, params, (e, rows) => (e ? rej(e) : res(rows as T[])))),
        run: (sql, params = []) => new Promise<void>((res, rej) => db.run(sql, params, (e) => (e ? rej(e) : res()))),
        close: () => new Promise<void>((res, rej) => db.close((e) => (e ? rej(e) : res()))),
      });
    });
  });
}

/** Double-quotes an identifier for SQL (both SQLite and PostgreSQL). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
