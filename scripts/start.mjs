// npm start: build what is missing or out of date, then serve the whole product on one port.
import { spawn } from "node:child_process";
import { buildClient, bundleServer, clientBuildIsStale, SERVER_BUNDLE, serverBundleIsStale, serverNodeFlags } from "./lib/build.mjs";
import { ROOT } from "./lib/run.mjs";

if (clientBuildIsStale()) {
  console.log("Building the website (first start, or its sources changed)…");
  const code = await buildClient();
  if (code !== 0) {
    console.error("The website could not be built; see the messages above.");
    process.exit(code);
  }
}

if (serverBundleIsStale()) {
  console.log("Preparing the server…");
  try {
    await bundleServer();
  } catch (error) {
    console.error(`The server could not be prepared: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

let nodeFlags;
try {
  nodeFlags = serverNodeFlags();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The server runs in its own process so that its exit code and signals pass straight through.
const server = spawn(process.execPath, [...nodeFlags, SERVER_BUNDLE], { cwd: ROOT, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
