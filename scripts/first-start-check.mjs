// CI's first step after `npm ci` (.ci/run): start the site exactly as the README tells a newcomer
// (`npm start` in the fresh clone, nothing generated beforehand), wait until the home page
// answers 200, then stop it. `npm test` generates every file before it builds, so a start that
// forgets to generate one would otherwise pass CI and fail for the first person who clones.
// The data it made (data/, data.key) is removed afterwards; the build in dist/ is kept.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/run.mjs";

const PORT = Number(process.env.FIRST_START_PORT ?? 4310);
const LIMIT_S = Number(process.env.FIRST_START_LIMIT_S ?? 600);
const home = `http://127.0.0.1:${PORT}/`;

// Meant for a fresh clone: an existing data folder is somebody's, and is never removed.
const made = ["data", "data.key"];
if (made.some((name) => fs.existsSync(path.join(ROOT, name)))) {
  console.error("This check starts the site as on a fresh clone and removes the data it makes; data/ or data.key is already here, so it stops.");
  process.exit(2);
}

const started = Date.now();
const output = [];
// Its own process group, so that stopping it stops the supervisor's server too.
const child = spawn("npm", ["start"], { cwd: ROOT, env: { ...process.env, PORT: String(PORT) }, stdio: ["ignore", "pipe", "pipe"], detached: true });
child.stdout.on("data", (chunk) => output.push(chunk));
child.stderr.on("data", (chunk) => output.push(chunk));
let exited = null;
child.on("exit", (code, signal) => {
  exited = code ?? signal;
});

async function homeAnswers() {
  try {
    const answer = await fetch(home, { signal: AbortSignal.timeout(5000) });
    await answer.arrayBuffer();
    return answer.status === 200;
  } catch {
    return false;
  }
}

let ok = false;
while (exited === null && Date.now() - started < LIMIT_S * 1000) {
  if (await homeAnswers()) {
    ok = true;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (exited === null) {
  process.kill(-child.pid, "SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
for (const name of made) fs.rmSync(path.join(ROOT, name), { recursive: true, force: true });

if (ok) {
  console.log(`npm start served the home page (${home}) after ${seconds} s.`);
} else {
  process.stdout.write(Buffer.concat(output));
  const why = exited !== null ? `npm start ended (${exited})` : `no answer within ${LIMIT_S} s`;
  console.error(`\nnpm start on this fresh clone never served the home page: ${why}. Its output is above.`);
  process.exit(1);
}
