import { existsSync } from "node:fs";
import path from "node:path";

// Settings from a `.env` file (NAME=value lines; `.env.example` lists every one with its default),
// read by each command a person runs: the server, npm run admin/backup/restore (and npm start's
// supervisor, scripts/start.mjs). A setting already in the environment wins over the file's, so
// systemd's EnvironmentFile= or a one-off `PORT=5000 npm start` still decide. ENV_FILE names
// another file; a named file that is missing is an error, the default one is optional.

export function loadSettingsFile(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  const named = env.ENV_FILE;
  const file = path.resolve(cwd, named || ".env");
  if (!existsSync(file)) {
    if (named) throw new Error(`ENV_FILE names ${file}, which does not exist.`);
    return undefined;
  }
  process.loadEnvFile(file);
  return file;
}
