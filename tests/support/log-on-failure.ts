import { beforeEach } from "vitest";
import { runningTestServers } from "./server.js";

// When a test fails, the last lines each running test server logged are printed under it: a
// request's line gives its time, and the server's errors say what went wrong inside. A failure
// seen only once on a loaded CI machine can then be explained from CI's output alone.

const LAST_LINES = 40;

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const server of runningTestServers()) {
      const lines = server.logLines().slice(-LAST_LINES);
      if (lines.length > 0) console.error(`The server at ${server.url} logged last (newest at the end):\n${lines.join("\n")}`);
    }
  });
});
