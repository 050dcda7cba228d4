// npm run admin / backup / restore: the command bundled by the build (dist/server/cli-<name>.mjs)
// while the server's bundle is current, as in a production install, which has no tsx; otherwise
// (a checkout being edited) its TypeScript, through tsx.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BUILD_TOOLS_MISSING, missingBuildTools, SERVER_BUNDLE, serverBundleIsStale } from "./lib/build.mjs";
import { localBin, ROOT } from "./lib/run.mjs";

const COMMANDS = ["admin", "backup", "restore"];
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/cli.mjs ${COMMANDS.join("|")} [arguments]`);
  process.exit(2);
}

const bundled = path.join(ROOT, path.dirname(SERVER_BUNDLE), `cli-${name}.mjs`);
let command;
if (fs.existsSync(bundled) && !serverBundleIsStale()) command = [process.execPath, [bundled, ...args]];
else if (!missingBuildTools().includes("tsx")) command = [localBin("tsx"), [path.join(ROOT, "server", "src", "cli", `${name}.ts`), ...args]];
else {
  console.error(`npm run ${name} is not built: ${BUILD_TOOLS_MISSING}.`);
  process.exit(1);
}

// The terminal's Ctrl-C reaches both processes; this one waits for the command's exit code.
process.on("SIGINT", () => {});
const child = spawn(command[0], command[1], { stdio: "inherit" });
child.on("error", (error) => {
  console.error(`Could not run ${command[0]}: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
