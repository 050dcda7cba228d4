import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const isWindows = process.platform === "win32";

/** Path of a command installed in node_modules/.bin. */
export function localBin(name) {
  return path.join(ROOT, "node_modules", ".bin", isWindows ? `${name}.cmd` : name);
}

/**
 * Runs a command from the repository root with the terminal attached and resolves with its
 * exit code (a signal counts as failure).
 */
export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit", shell: isWindows });
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runNpmScript(script, options) {
  return run("npm", ["run", "--silent", script], options);
}
