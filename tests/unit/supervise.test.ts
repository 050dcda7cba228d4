import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeExit, supervise, type SuperviseOptions } from "../../scripts/lib/supervise.mjs";

// The supervisor npm start runs the server under, on tiny real child processes: each child
// script counts its starts in a file, so a test can make the first run crash and the next one
// end cleanly.

const SUPERVISE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scripts/lib/supervise.mjs");
let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "college-supervise-"));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/**
 * A child script: `run(n)` is the body for its n-th start (1, 2, ...), as JavaScript text with
 * `n` in scope. Returns the node arguments that run it.
 */
async function childScript(body: string, nodeFlags: string[] = []): Promise<string[]> {
  counter += 1;
  const countFile = path.join(dir, `count-${counter}`);
  const script = path.join(dir, `child-${counter}.cjs`);
  await fs.writeFile(
    script,
    `const fs = require("fs");
const file = ${JSON.stringify(countFile)};
const n = (fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8")) : 0) + 1;
fs.writeFileSync(file, String(n));
${body}
`,
  );
  return [...nodeFlags, script];
}

async function run(args: string[], options: Partial<SuperviseOptions> = {}) {
  const lines: string[] = [];
  const stderr = new PassThrough();
  let stderrText = "";
  stderr.on("data", (chunk) => (stderrText += chunk));
  const result = await supervise({
    command: process.execPath,
    args,
    cwd: dir, // a core dump, should the machine write one, lands in the temp folder
    backoffMs: 10,
    signals: [],
    log: (line) => lines.push(line),
    stderr,
    ...options,
  });
  return { ...result, lines, stderr: stderrText };
}

describe("describeExit", () => {
  it("names the exit code, the signal, or running out of memory with the heap setting", () => {
    expect(describeExit({ code: 1, signal: null })).toBe("exit code 1");
    expect(describeExit({ code: null, signal: "SIGKILL" })).toBe("killed by signal SIGKILL");
    expect(describeExit({ code: null, signal: "SIGABRT", outOfMemory: true, memoryHint: "SERVER_HEAP_MB=128" })).toBe("ran out of memory (SERVER_HEAP_MB=128)");
  });
});

describe("supervise", () => {
  it("restarts a process that exits with code 1, says so in one line, and ends when it exits cleanly", async () => {
    const args = await childScript(`console.error("failing on start " + n); process.exit(n === 1 ? 1 : 0);`);
    const result = await run(args);
    expect(result.exitCode).toBe(0);
    expect(result.starts).toBe(2);
    expect(result.crashes).toBe(1);
    expect(result.lines[0]).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] The server stopped unexpectedly: exit code 1\. Starting it again in 0\.01 s\.$/);
    expect(result.lines[1]).toMatch(/The server stopped by itself \(exit code 0\); it is not started again\.$/);
    expect(result.lines).toHaveLength(2);
    // The child's stderr was passed through.
    expect(result.stderr).toBe("failing on start 1\nfailing on start 2\n");
  });

  it("says the process ran out of memory, with the heap setting, and restarts it", async () => {
    const args = await childScript(`if (n === 1) { const keep = []; for (;;) keep.push(new Array(100000).fill(n)); }`, ["--max-old-space-size=16"]);
    const result = await run(args, { memoryHint: "SERVER_HEAP_MB=16" });
    expect(result.stderr).toMatch(/JavaScript heap out of memory/);
    expect(result.lines[0]).toMatch(/The server stopped unexpectedly: ran out of memory \(SERVER_HEAP_MB=16\)\. Starting it again in 0\.01 s\.$/);
    expect(result.starts).toBe(2);
    expect(result.exitCode).toBe(0);
  });

  it("restarts a process killed by a signal it did not send", async () => {
    const args = await childScript(`if (n === 1) process.kill(process.pid, "SIGKILL");`);
    const result = await run(args);
    expect(result.lines[0]).toMatch(/The server stopped unexpectedly: killed by signal SIGKILL\. Starting it again/);
    expect(result.starts).toBe(2);
    expect(result.exitCode).toBe(0);
  });

  it("gives up when the process keeps crashing right after start, waiting longer each time", async () => {
    const args = await childScript(`process.exit(3);`);
    const started = Date.now();
    const result = await run(args, { maxCrashes: 4, backoffMs: 20 });
    expect(result.exitCode).toBe(1);
    expect(result.starts).toBe(4);
    expect(result.lines.slice(0, 3).map((line) => /again in (\S+ s)/.exec(line)?.[1])).toEqual(["0.02 s", "0.04 s", "0.08 s"]);
    expect(result.lines[3]).toMatch(
      /The server stopped unexpectedly: exit code 3\. It crashed 4 times within a minute, so it is not started again; see the messages above\.$/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("never gives up on a process that had said it was ready, and brings it back within a moment each time", async () => {
    // Ready, then crashing, seven times in a row (as a server would that one request kept killing); then a clean exit.
    const args = await childScript(`process.send({ ready: true }); setTimeout(() => process.exit(n <= 7 ? 1 : 0), 20);`);
    const result = await run(args, { maxCrashes: 3, backoffMs: 5000, servingBackoffMs: 10, maxServingBackoffMs: 40 });
    expect(result).toMatchObject({ exitCode: 0, starts: 8, crashes: 7 });
    expect(result.lines.filter((line) => line.includes("stopped unexpectedly while serving: exit code 1. Starting it again in"))).toHaveLength(7);
    expect(result.lines.join("\n")).not.toMatch(/crashed \d+ times/);
    // The pauses are the serving ones (10, 20, then 40 ms), not the start-up ones (5 s).
    const pauses = result.lines
      .map((line) => /Starting it again in ([\d.]+) s\./.exec(line)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(pauses).toEqual([0.01, 0.02, 0.04, 0.04, 0.04, 0.04, 0.04]);
  }, 30_000);

  it("adds the advice when it gives up after running out of memory", async () => {
    const args = await childScript(`const keep = []; for (;;) keep.push(new Array(100000).fill(n));`, ["--max-old-space-size=16"]);
    const result = await run(args, { maxCrashes: 2, memoryHint: "SERVER_HEAP_MB=16", outOfMemoryAdvice: "Raise SERVER_HEAP_MB." });
    expect(result.exitCode).toBe(1);
    expect(result.lines.at(-1)).toMatch(/ran out of memory \(SERVER_HEAP_MB=16\)\. It crashed 2 times within a minute, .* Raise SERVER_HEAP_MB\.$/);
  });

  it("says so when the command cannot be started", async () => {
    const result = await run([], { command: path.join(dir, "no-such-program") });
    expect(result.exitCode).toBe(1);
    expect(result.lines[0]).toMatch(/^The server could not be started \(.*no-such-program\): .*ENOENT/);
  });

  it("passes SIGTERM on to the process and stops for good (a real supervisor process)", async () => {
    const child = await childScript(
      `process.on("SIGTERM", () => { console.log("child got SIGTERM"); setTimeout(() => process.exit(0), 50); });
setInterval(() => {}, 1000);
console.log("ready " + n);`,
    );
    const driver = `import { supervise } from ${JSON.stringify(SUPERVISE)};
const result = await supervise({ command: process.execPath, args: ${JSON.stringify(child)}, backoffMs: 10 });
console.log("supervisor done " + JSON.stringify(result));
process.exit(result.exitCode);`;
    const supervisor = spawn(process.execPath, ["--input-type=module", "-e", driver], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    supervisor.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => supervisor.on("close", (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      supervisor.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.includes("ready 1")) resolve();
      }),
    );
    supervisor.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stdout).toBe(`ready 1\nchild got SIGTERM\nsupervisor done {"exitCode":0,"starts":1,"crashes":0}\n`);
    expect(stderr).toBe("");
  });

  it("stops for good on SIGINT during the pause before a restart", async () => {
    const child = await childScript(`console.log("start " + n); process.exit(1);`);
    const driver = `import { supervise } from ${JSON.stringify(SUPERVISE)};
const result = await supervise({ command: process.execPath, args: ${JSON.stringify(child)}, backoffMs: 60000 });
console.log("supervisor done " + JSON.stringify(result));
process.exit(result.exitCode);`;
    const supervisor = spawn(process.execPath, ["--input-type=module", "-e", driver], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    supervisor.stdout.on("data", (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => supervisor.on("close", (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      supervisor.stderr.on("data", (chunk) => {
        stderr += chunk;
        if (stderr.includes("Starting it again in 60 s")) resolve();
      }),
    );
    supervisor.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(stdout).toBe(`start 1\nsupervisor done {"exitCode":0,"starts":1,"crashes":1}\n`);
  });
});
