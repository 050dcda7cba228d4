import "reflect-metadata";
import { createBackup } from "../backup/backup.js";
import { formatBytes, formatLocalTime, totalRows } from "../backup/manifest.js";
import { failureMessage, readArguments, startAsTheServer } from "./backup-command.js";

// npm run backup [-- --to FOLDER]: a consistent copy of the database and the uploaded files,
// taken while the site keeps running. Same settings as the server (DATA_DIR, DATABASE_URL,
// UPLOAD_DIR). See server/src/backup/backup.ts for how the copy stays consistent.

const USAGE = `Usage:
  npm run backup                      saves into BACKUP_DIR (./backups)/college-YYYYMMDD-HHMMSS/
  npm run backup -- --to /mnt/usb     saves into /mnt/usb/college-YYYYMMDD-HHMMSS/

The site may keep running. It backs up the database and uploads the server uses:
DATA_DIR (or DATABASE_URL for PostgreSQL) and UPLOAD_DIR, set as for npm start.
To put a backup back: npm run restore -- FOLDER
The backup is signed with the site's data key (DATA_KEY, or KEY_FILE, by default DATA_DIR.key),
which is not in the backup: keep a copy of that key apart from the backups.`;

async function main(): Promise<number> {
  const args = readArguments(USAGE, { to: { type: "string" } }, false);
  if (typeof args === "number") return args;
  try {
    const started = Date.now();
    const { config, keys } = startAsTheServer();
    const result = await createBackup(config, { into: args.values.to ?? config.backupDir, keys, log: (line) => console.log(line) });
    const { database, uploads } = result.manifest;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup saved in ${result.folder} (${seconds} s): the ${database.kind === "postgres" ? "PostgreSQL" : "SQLite"} database ` +
        `(${Object.keys(database.tables).length} tables, ${totalRows(database.tables)} rows, as of ${formatLocalTime(result.manifest.snapshotAt)}) ` +
        `and ${uploads.fileCount} uploaded file(s), ${formatBytes(uploads.totalBytes)}.`,
    );
    if (uploads.missing.length) {
      console.error(
        `Warning: ${uploads.missing.length} file(s) that the database names are not in the uploads folder, on the site itself too ` +
          `(the pages that link to them show "File not found"): ${uploads.missing.slice(0, 10).join(", ")}` +
          `${uploads.missing.length > 10 ? " …" : ""}. The backup holds everything else.`,
      );
      return 1;
    }
    return 0;
  } catch (error) {
    console.error(failureMessage(error, "The backup was not made"));
    return 1;
  }
}

process.exitCode = await main();
