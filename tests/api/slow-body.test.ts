import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";

// A body that trickles in is cut off soon after its grace period, instead of holding the
// connection for Node's five minutes; a slow but steady body still gets through.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { BODY_MIN_BYTES_PER_S: "100", BODY_GRACE_S: "1" } });
});

afterAll(async () => {
  await server?.close();
});

const QUERY = JSON.stringify({ query: "{ siteSettings { instituteName } }" });
const BODY = QUERY.padEnd(1000, " ");

interface RawExchange {
  answer: string;
  closedAfterMs: number;
}

/** Sends a POST /graphql whose body goes out `chunkBytes` at a time, every `everyMs`, up to `sendBytes`. */
function trickle(sendBytes: number, chunkBytes: number, everyMs: number): Promise<RawExchange> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\nConnection: close\r\n\r\n`);
      timer = setInterval(() => {
        if (sent >= sendBytes || socket.destroyed) return;
        socket.write(BODY.slice(sent, sent + chunkBytes));
        sent += chunkBytes;
      }, everyMs);
    });
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server still held the connection after 15 s; it answered: ${answer.slice(0, 200)}`));
    }, 15_000);
  });
}

describe("slow request bodies", () => {
  it("cuts off a body that stops arriving, with a plain 408 answer", async () => {
    const { answer, closedAfterMs } = await trickle(10, 10, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("arrived too slowly");
    expect(closedAfterMs).toBeLessThan(10_000);
  });

  it("cuts off a body that trickles in a few bytes at a time", async () => {
    const { answer } = await trickle(BODY.length, 2, 500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers a slow but steady body normally", async () => {
    const { answer } = await trickle(BODY.length, 50, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"siteSettings"');
  });
});
