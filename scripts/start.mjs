// npm start: build what is missing or out of date, then serve the whole product on one port.
// On a first start the website's build and the database's preparation (migrations, the demo
// content with its pictures) run side by side: each waits on different work for much of its time.
import fs from "node:fs";
import path from "node:path";
import {
  BUILD_TOOLS_MISSING,
  buildClient,
  bundleServer,
  clientBuildIsStale,
  missingBuildTools,
  SERVER_BUNDLE,
  serverBundleIsStale,
  serverEnvDefaults,
  serverNodeFlags,
} from "./lib/build.mjs";
import { ROOT, run } from "./lib/run.mjs";
import { supervise } from "./lib/supervise.mjs";

// Settings from .env (server/src/settings-file.ts reads it the same way in the server and the
// CLI): read here too, for the settings the supervisor itself uses (SERVER_HEAP_MB).
const settingsFile = path.resolve(process.env.ENV_FILE || ".env");
if (fs.existsSync(settingsFile)) process.loadEnvFile(settingsFile);
else if (process.env.ENV_FILE) {
  console.error(`ENV_FILE names ${settingsFile}, which does not exist.`);
  process.exit(1);
}

let nodeFlags;
try {
  nodeFlags = serverNodeFlags();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const serverStale = serverBundleIsStale();
const clientStale = clientBuildIsStale();
// A production install (npm ci --omit=dev) has no build tools: say so rather than fail inside one.
if (serverStale || clientStale) {
  const missing = missingBuildTools();
  if (missing.length) {
    const what = [serverStale && SERVER_BUNDLE, clientStale && "the website (dist/client, dist/ssr)"].filter(Boolean).join(" and ");
    console.error(
      `${what} ${serverStale && clientStale ? "are" : "is"} missing or out of date, and this install has no build tools (${missing.join(", ")}): ${BUILD_TOOLS_MISSING}.`,
    );
    process.exit(1);
  }
}

if (serverStale) {
  console.log("Preparing the server…");
  try {
    await bundleServer();
  } catch (error) {
    console.error(`The server could not be prepared: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (clientStale) {
  console.log("Building the website (first start, or its sources changed) and preparing the data…");
  const [built, prepared] = await Promise.all([buildClient(), run(process.execPath, [...nodeFlags, SERVER_BUNDLE, "--prepare-only"])]);
  if (built !== 0) {
    console.error("The website could not be built; see the messages above.");
    process.exit(built);
  }
  if (prepared !== 0) {
    console.error("The data could not be prepared; see the messages above.");
    process.exit(prepared);
  }
}

// The server runs in its own process, kept running by a small supervisor: if it dies (a crash,
// running out of memory, a signal nobody here sent) one line says why and it starts again;
// Ctrl-C and SIGTERM stop it for good.
const heapMb = nodeFlags.find((flag) => flag.startsWith("--max-old-space-size="))?.split("=")[1];
const { exitCode } = await supervise({
  command: process.execPath,
  args: [...nodeFlags, SERVER_BUNDLE],
  cwd: ROOT,
  env: { ...process.env, ...serverEnvDefaults() },
  memoryHint: `SERVER_HEAP_MB=${heapMb}`,
  outOfMemoryAdvice: `Give it more memory with a larger SERVER_HEAP_MB, e.g. SERVER_HEAP_MB=${Number(heapMb) * 2} npm start.`,
});
process.exit(exitCode);
