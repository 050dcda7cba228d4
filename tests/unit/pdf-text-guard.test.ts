import { fork, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inflatingPdf } from "../support/hostile-pdfs.js";

// The PDF reader's guard thread (pdf-text-guard.mjs) on its own, with no watch from the server:
// the reader process, stuck decoding a stream that inflates to 400 MB (ASCIIHex over Flate, which
// the size check does not decode), kills itself past its memory limit and says so on stderr; and
// a reader whose server is gone mid-file ends too, instead of decoding on with no one watching.

const CHILD = fileURLToPath(new URL("../../server/src/services/search/pdf-text-child.mjs", import.meta.url));
const JOB = { id: 1, maxPages: 500, maxChars: 300_000, maxStreamBytes: 64 * 1024 * 1024 };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the PDF reader's guard", () => {
  it("kills the reader past its memory limit, from inside, and says why", async () => {
    const bytes = new Uint8Array(await inflatingPdf(400, { hex: true }));
    const child = fork(CHILD, ["200"], { execArgv: ["--max-old-space-size=128"], env: {}, serialization: "advanced", stdio: ["ignore", "ignore", "pipe", "ipc"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("message", (message: { ready?: true }) => message.ready && child.send({ ...JOB, bytes }));
    const started = performance.now();
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on("close", (...ended) => resolve(ended)));
    expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
    expect(stderr).toContain("pdf-text-guard: over the memory limit");
    expect(performance.now() - started).toBeLessThan(45_000);
  }, 60_000);

  it("ends the reader when its server is gone in the middle of a file", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "pdf-guard-")), "bomb.pdf");
    await writeFile(file, await inflatingPdf(400, { hex: true }));
    // A stand-in server: starts the reader, hands it the file, prints its pid, and is killed.
    const server = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { fork } from "node:child_process";
         import { readFileSync } from "node:fs";
         const child = fork(${JSON.stringify(CHILD)}, ["4096"], { execArgv: [], env: {}, serialization: "advanced", stdio: ["ignore", "ignore", "ignore", "ipc"] });
         child.on("message", (m) => { if (m.ready) { child.send({ ...${JSON.stringify(JOB)}, bytes: new Uint8Array(readFileSync(${JSON.stringify(file)})) }); console.log(child.pid); } });`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const pid = Number(await new Promise<string>((resolve) => server.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString()))));
    await rm(path.dirname(file), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alive(pid)).toBe(true); // still decoding
    server.kill("SIGKILL");
    const until = Date.now() + 3_000;
    while (alive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    const stillAlive = alive(pid);
    if (stillAlive) process.kill(pid, "SIGKILL");
    expect(stillAlive).toBe(false);
  }, 60_000);
});
