// Keeps a process running: npm start uses it for the server. When the process dies unexpectedly
// (an exit code other than 0, a signal nobody here sent, or V8 running out of memory) it prints
// one plain line saying what happened and starts it again after a short pause. A process that
// had said it was ready (IPC message { ready: true }, as the server sends once it listens) is
// always started again, quickly: whatever made a serving site crash, visitors are better served
// by a site that is back within a second or two than by one that stays down. Only a process that
// keeps crashing before it is ready (a wrong setting, a broken build) is given up on.
// SIGINT/SIGTERM are passed on and stop it for good; an exit with code 0 ends it too.
import { spawn } from "node:child_process";

/** What V8 prints on stderr when the heap is full, just before it aborts. */
const OUT_OF_MEMORY = /JavaScript heap out of memory|Reached heap limit|Ineffective mark-compacts near heap limit/;

function clock(date = new Date()) {
  const two = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

function seconds(ms) {
  return ms < 1000 ? `${(ms / 1000).toFixed(2).replace(/0+$/, "").replace(/\.$/, "")} s` : `${Math.round(ms / 100) / 10} s`;
}

/**
 * Why a process ended, in a few plain words: "ran out of memory (SERVER_HEAP_MB=128)",
 * "exit code 1", "killed by signal SIGKILL".
 */
export function describeExit({ code, signal, outOfMemory = false, memoryHint }) {
  if (outOfMemory) return `ran out of memory${memoryHint ? ` (${memoryHint})` : ""}`;
  if (signal) return `killed by signal ${signal}`;
  return `exit code ${code}`;
}

/**
 * Runs `command` with `args` and restarts it when it dies unexpectedly.
 * Resolves when supervision ends, with { exitCode, starts, crashes }: exitCode is 0 after a
 * clean exit or a requested stop, 1 after giving up or when the command cannot be started.
 *
 * Options: name (for messages, default "The server"), memoryHint (shown with an out-of-memory
 * crash, e.g. "SERVER_HEAP_MB=128"), outOfMemoryAdvice (added when giving up after one),
 * maxCrashes and crashWindowMs (give up after that many crashes before ready within that time;
 * 5 in a minute), backoffMs and maxBackoffMs (pause before a restart after a crash before ready,
 * doubling while the crashes come quickly), servingBackoffMs and maxServingBackoffMs (the same
 * after a crash of a process that was ready: 250 ms up to 2 s), signals (forwarded and stopping for good; pass [] to install no handlers), log (one
 * line at a time; default stderr), stderr (where the child's stderr is copied; default ours).
 */
export function supervise({
  command,
  args = [],
  cwd,
  env = process.env,
  name = "The server",
  memoryHint,
  outOfMemoryAdvice,
  maxCrashes = 5,
  crashWindowMs = 60_000,
  backoffMs = 1000,
  maxBackoffMs = 15_000,
  servingBackoffMs = 250,
  maxServingBackoffMs = 2000,
  signals = ["SIGINT", "SIGTERM"],
  log = (line) => console.error(line),
  stderr = process.stderr,
}) {
  return new Promise((resolve) => {
    let child = null;
    let stopping = false;
    let restartTimer = null;
    let nextBackoff = backoffMs;
    let nextServingBackoff = servingBackoffMs;
    let servingCrashes = 0;
    let starts = 0;
    const crashTimes = [];
    let finished = false;

    const handlers = signals.map((signal) => {
      const handler = () => {
        stopping = true;
        if (restartTimer) {
          clearTimeout(restartTimer);
          restartTimer = null;
          finish(0);
        } else if (child) {
          child.kill(signal);
        }
      };
      process.on(signal, handler);
      return [signal, handler];
    });

    function finish(exitCode) {
      if (finished) return;
      finished = true;
      for (const [signal, handler] of handlers) process.off(signal, handler);
      resolve({ exitCode, starts, crashes: crashTimes.length + servingCrashes });
    }

    function start() {
      restartTimer = null;
      starts += 1;
      const startedAt = Date.now();
      let outOfMemory = false;
      let tail = "";
      let spawnFailed = false;
      let ready = false;
      child = spawn(command, args, { cwd, env, stdio: ["inherit", "inherit", "pipe", "ipc"] });
      child.on("message", (message) => {
        if (message && typeof message === "object" && message.ready === true) ready = true;
      });
      // Its stderr goes on to ours as it comes, and is watched for V8's out-of-memory report.
      child.stderr.on("data", (chunk) => {
        stderr.write(chunk);
        tail = (tail + chunk.toString("utf8")).slice(-2000);
        if (!outOfMemory && OUT_OF_MEMORY.test(tail)) outOfMemory = true;
      });
      child.on("error", (error) => {
        spawnFailed = true;
        log(`${name} could not be started (${command}): ${error.message}`);
        child = null;
        finish(1);
      });
      child.on("close", (code, signal) => {
        if (spawnFailed) return;
        child = null;
        if (stopping) {
          finish(code ?? 0);
          return;
        }
        if (code === 0 && !outOfMemory) {
          log(`[${clock()}] ${name} stopped by itself (exit code 0); it is not started again.`);
          finish(0);
          return;
        }
        const now = Date.now();
        const reason = describeExit({ code, signal, outOfMemory, memoryHint });
        if (ready) {
          servingCrashes += 1;
          // It was serving: back as soon as possible, never given up on.
          if (now - startedAt >= crashWindowMs) nextServingBackoff = servingBackoffMs;
          const pause = nextServingBackoff;
          nextServingBackoff = Math.min(nextServingBackoff * 2, maxServingBackoffMs);
          log(`[${clock()}] ${name} stopped unexpectedly while serving: ${reason}. Starting it again in ${seconds(pause)}.`);
          restartTimer = setTimeout(start, pause);
          return;
        }
        crashTimes.push(now);
        const recent = crashTimes.filter((t) => now - t < crashWindowMs).length;
        if (recent >= maxCrashes) {
          const window = crashWindowMs % 60_000 === 0 ? `${crashWindowMs / 60_000 === 1 ? "a minute" : `${crashWindowMs / 60_000} minutes`}` : seconds(crashWindowMs);
          log(
            `[${clock()}] ${name} stopped unexpectedly: ${reason}. It crashed ${recent} times within ${window}, so it is not started again; ` +
              `see the messages above.${outOfMemory && outOfMemoryAdvice ? ` ${outOfMemoryAdvice}` : ""}`,
          );
          finish(1);
          return;
        }
        // A process that ran for a while before crashing starts again after the shortest pause.
        if (now - startedAt >= crashWindowMs) nextBackoff = backoffMs;
        const pause = nextBackoff;
        nextBackoff = Math.min(nextBackoff * 2, maxBackoffMs);
        log(`[${clock()}] ${name} stopped unexpectedly: ${reason}. Starting it again in ${seconds(pause)}.`);
        restartTimer = setTimeout(start, pause);
      });
    }

    start();
  });
}
