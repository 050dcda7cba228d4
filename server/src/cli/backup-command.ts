import { parseArgs, type ParseArgsConfig } from "node:util";
import { BackupProblem } from "../backup/databases.js";
import { NotACollegeDatabase } from "../backup/database-facts.js";
import { explainSystemError } from "../backup/files.js";
import { loadConfig } from "../config.js";
import { loadSettingsFile } from "../settings-file.js";
import { DataKeyProblem, loadDataKey } from "../secrets/data-key.js";
import { keepNewFilesPrivate } from "../storage/private-files.js";

// What npm run backup and npm run restore share: reading their arguments, starting as the
// server would (private files, the same settings, the data key) and saying why they failed.

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * The command's arguments, or its exit code when there is nothing to do: 0 after printing the
 * usage for --help, 2 after printing a mistake above it.
 */
export function readArguments<O extends Options>(usage: string, options: O, allowPositionals: boolean) {
  try {
    const parsed = parseArgs({ args: process.argv.slice(2), strict: true, allowPositionals, options: { ...options, help: { type: "boolean", short: "h" } } });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      return 0;
    }
    return parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
}

/** The server's settings and data key, with every file made from here on private. */
export function startAsTheServer() {
  keepNewFilesPrivate();
  loadSettingsFile();
  const config = loadConfig();
  return { config, ...loadDataKey(config, { create: false }) };
}

type ProblemClass = abstract new (...args: never[]) => Error;

/**
 * One line saying why the command failed: `notDone` ("The backup was not made") before a known
 * problem's own words, or `refused.sentence` when nothing was touched (`refused.problems`).
 */
export function failureMessage(error: unknown, notDone: string, refused?: { sentence: string; problems: ProblemClass[] }): string {
  const message = (error as Error).message;
  if (refused?.problems.some((problem) => error instanceof problem)) return `${refused.sentence}. ${message}`;
  if (error instanceof BackupProblem || error instanceof NotACollegeDatabase || error instanceof DataKeyProblem) return `${notDone}. ${message}`;
  const explained = explainSystemError(error);
  return explained ? `${notDone}. ${explained}` : `${notDone}: ${message}`;
}
