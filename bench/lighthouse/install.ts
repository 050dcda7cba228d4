import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { LighthouseRunner } from "./scores.js";

// Lighthouse and its tree (about 170 MB) serve only npm run budgets, so the site's install
// leaves them out: they live in bench/lighthouse with their own lock file, installed here on
// first use and again when that lock file changes.

const HERE = path.dirname(new URL(import.meta.url).pathname);
const LOCK = path.join(HERE, "package-lock.json");
/** npm writes it at the end of an install: present and newer than the lock, the install is current. */
const INSTALLED = path.join(HERE, "node_modules", ".package-lock.json");

function isInstalled(): boolean {
  return existsSync(INSTALLED) && statSync(INSTALLED).mtimeMs >= statSync(LOCK).mtimeMs;
}

function npmCi(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["ci", "--prefix", HERE, "--no-audit", "--no-fund", "--loglevel", "error"], { stdio: "inherit", shell: process.platform === "win32" });
    child.on("error", () => resolve(127));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Installs Lighthouse into bench/lighthouse/node_modules when needed, then loads the runner. */
export async function loadLighthouse(): Promise<LighthouseRunner> {
  if (!isInstalled()) {
    console.log("Lighthouse is not part of the site's install; installing it once into bench/lighthouse/node_modules");
    console.log("(npm ci --prefix bench/lighthouse, about 170 MB) ...");
    const code = await npmCi();
    if (code !== 0) throw new Error(`Installing Lighthouse failed (npm ci --prefix bench/lighthouse, exit code ${code}).`);
  }
  // A specifier the type check does not follow: run.ts needs the packages installed above.
  const runner = pathToFileURL(path.join(HERE, "run.ts")).href;
  return (await import(runner)) as LighthouseRunner;
}
