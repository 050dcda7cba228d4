// npm run dev: the API server (restarted on change by tsx watch) and Vite's dev server with hot
// reload, started together and stopped together.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";
import { localBin, ROOT, run } from "./lib/run.mjs";

const API_PORT = process.env.PORT ?? "4000";

const generateTypes = () => run(localBin("graphql-codegen"), ["--config", "codegen.ts", "--silent"]);

const codegen = await generateTypes();
if (codegen !== 0) process.exit(codegen);

const children = [
  start("server", localBin("tsx"), ["watch", "--clear-screen=false", "server/src/main.ts"], {
    NODE_ENV: "development",
    PORT: API_PORT,
    // Vite serves the client in development.
    SERVE_CLIENT: "false",
  }),
  start("vite", localBin("vite"), [], { DEV_API_SERVER: `http://localhost:${API_PORT}` }),
];
watchOperations();

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill("SIGTERM");
  void Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(() => process.exit(exitCode));
  setTimeout(() => {
    for (const child of running) child.kill("SIGKILL");
    process.exit(exitCode);
  }, 5000).unref();
}

function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.log(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stopAll(code ?? 1);
  });
  return child;
}

// Codegen's own --watch needs an optional native package; a debounced fs.watch on the
// .graphql files is enough here.
function watchOperations() {
  let timer;
  let running = false;
  let again = false;
  const regenerate = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const code = await generateTypes();
    console.log(code === 0 ? "Typed GraphQL documents regenerated." : "Codegen failed; see above.");
    running = false;
    if (again) {
      again = false;
      void regenerate();
    }
  };
  for (const dir of ["schema", "client/src"]) {
    watch(path.join(ROOT, dir), { recursive: true }, (_event, file) => {
      if (!file?.endsWith(".graphql")) return;
      clearTimeout(timer);
      timer = setTimeout(regenerate, 200);
    });
  }
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
