import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_DATA_KEY } from "./test-config.js";

// `npm run admin / backup / restore` as real processes, on the data folder and database a test
// names, as an IT person would run them: through scripts/cli.mjs, which npm runs, so the bundled
// command when the server's build is current (CI's first start made it; a third of tsx's time to
// load) and the TypeScript through tsx while a checkout is being edited.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface CliTarget {
  dataDir: string;
  databaseUrl?: string;
  /** The DATA_KEY the command runs with (the test servers' by default); null: none, so the key file DATA_DIR.key is read. */
  dataKey?: string | null;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(command: "admin" | "backup" | "restore", args: string[], target: CliTarget): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  delete env.DATABASE_URL;
  delete env.UPLOAD_DIR;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  delete env.KEY_FILE;
  if (target.dataKey === null) delete env.DATA_KEY;
  else env.DATA_KEY = target.dataKey ?? TEST_DATA_KEY;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/cli.mjs", command, ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
