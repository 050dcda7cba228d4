import "reflect-metadata";
import { formatBytes, formatLocalTime, ManifestProblem, totalRows } from "../backup/manifest.js";
import { restoreBackup, RestoreRefused } from "../backup/restore.js";
import { DataKeyProblem } from "../secrets/data-key.js";
import { failureMessage, readArguments, startAsTheServer } from "./backup-command.js";

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
  const args = readArguments(USAGE, {}, true);
  if (typeof args === "number") return args;
  const { positionals } = args;
  if (positionals.length !== 1) {
    console.error(`${positionals.length ? "Give only one backup folder." : "Say which backup to restore: the folder npm run backup printed."}\n\n${USAGE}`);
    return 2;
  }
  try {
    const { config, keys, source } = startAsTheServer();
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
    console.error(failureMessage(error, "The restore did not finish", { sentence: "Nothing was restored", problems: [RestoreRefused, ManifestProblem, DataKeyProblem] }));
    return 1;
  }
}

process.exitCode = await main();
