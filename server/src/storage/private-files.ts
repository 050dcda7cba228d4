import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

// The data folder, the uploads and the backups hold password hashes, session hashes and
// personal data: only the account the site runs as may read them. Folders are made 0700 and
// files 0600; the server and the backup and restore commands also set a umask of 077 at start,
// so that whatever a library creates (SQLite's WAL, pg_dump's file) is private too.

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** For the entry points (server, backup, restore, admin): new files are private to this account. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Makes `dir` (and the folders above it that are missing) private. */
export async function makePrivateFolder(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await fs.chmod(dir, PRIVATE_FOLDER_MODE);
}

/** Takes group and others' access away from `target` and everything below it; a missing one is skipped. */
export async function makePrivateTree(target: string): Promise<void> {
  let stat: Stats;
  try {
    stat = await fs.lstat(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FOLDER_MODE) await fs.chmod(target, PRIVATE_FOLDER_MODE);
    for (const name of await fs.readdir(target)) await makePrivateTree(path.join(target, name));
  } else if (stat.isFile() && (stat.mode & 0o077) !== 0) {
    await fs.chmod(target, stat.mode & 0o700);
  }
}

/**
 * At start: the data folder and the uploads folder exist and are private, with everything in
 * them (a site started by an older version had them readable by every local user). A new
 * SQLite database file is made empty and private first, so SQLite's WAL and shared-memory
 * files, which take the database file's mode, are private from the start.
 */
export async function preparePrivateDataFolder(folders: { dataDir: string; uploadDir: string; sqlitePath?: string }): Promise<void> {
  await makePrivateFolder(folders.dataDir);
  await makePrivateTree(folders.dataDir);
  await makePrivateFolder(folders.uploadDir);
  await makePrivateTree(folders.uploadDir);
  if (folders.sqlitePath) {
    const handle = await fs.open(folders.sqlitePath, "a", PRIVATE_FILE_MODE);
    await handle.close();
    await fs.chmod(folders.sqlitePath, PRIVATE_FILE_MODE);
  }
}
