import "reflect-metadata";
import { parseArgs } from "node:util";
import { BackupProblem } from "../backup/databases.js";
import { NotACollegeDatabase } from "../backup/database-facts.js";
import { formatBytes, formatLocalTime, ManifestProblem, totalRows } from "../backup/manifest.js";
import { restoreBackup, RestoreRefused } from "../backup/restore.js";
import { explainSystemError } from "../backup/files.js";
import { loadConfig } from "../config.js";
import { DataKeyProblem, loadDataKey } from "../secrets/data-key.js";
import { keepNewFilesPrivate } from "../storage/private-files.js";

// npm run restore -- FOLDER: puts a backup made by npm run backup into an empty data folder
// (DATA_DIR) and, for PostgreSQL, an empty database (DATABASE_URL). Refuses anything not empty.

const USAGE = `Usage:
  DATA_DIR=/srv/college-data npm run restore -- backups/college-20250101-020000

Restores into an empty data folder (DATA_DIR, uploads into UPLOAD_DIR when set) and, when
DATABASE_URL is set, into an empty PostgreSQL database (create one with: createdb NAME).
Nothing that exists is overwritten. Start the site afterwards with the same settings: npm start
It needs the data key of the site that made the backup (not in the backup): DATA_KEY, or the key
file at KEY_FILE (by default DATA_DIR.key, beside the data folder).`;

async function main(): Promise<number> {
  let positionals;
  let values;
  try {
    ({ values, positionals } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: true,
      options: { help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(`${positionals.length ? "Give only one backup folder." : "Say which backup to restore: the folder npm run backup printed."}\n\n${USAGE}`);
    return 2;
  }
  try {
    keepNewFilesPrivate();
    const config = loadConfig();
    const { keys, source } = loadDataKey(config, { create: false });
    const result = await restoreBackup(config, positionals[0]!, { keys, keySource: source, log: (line) => console.log(line) });
    const { database, uploads } = result.manifest;
    console.log(
      `Restored the backup of ${formatLocalTime(result.manifest.snapshotAt)}: ` +
        `${Object.keys(database.tables).length} tables with ${totalRows(database.tables)} rows into ${result.databaseTarget}, ` +
        `and ${uploads.fileCount} uploaded file(s), ${formatBytes(uploads.totalBytes)}, into ${result.uploadDir}. Every checksum matched.`,
    );
    if (uploads.missing.length) {
      console.log(`Note: ${uploads.missing.length} file(s) were already missing on the site when the backup was made: ${uploads.missing.join(", ")}.`);
    }
    if (result.needsMigration) console.log("The backup comes from an older version of the site; the server brings its database up to date when it starts.");
    console.log("Start the site with the same settings (DATA_DIR, DATABASE_URL, UPLOAD_DIR): npm start");
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof ManifestProblem || error instanceof DataKeyProblem) {
      console.error(`Nothing was restored. ${error.message}`);
    } else if (error instanceof BackupProblem || error instanceof NotACollegeDatabase) {
      console.error(`The restore did not finish. ${error.message}`);
    } else if (explainSystemError(error)) {
      console.error(`The restore did not finish. ${explainSystemError(error)}`);
    } else {
      console.error(`The restore did not finish: ${(error as Error).message}`);
    }
    return 1;
  }
}

process.exitCode = await main();
