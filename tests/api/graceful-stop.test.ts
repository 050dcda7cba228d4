import { afterEach, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../support/server-process.js";
import { slowPost } from "../support/slow-post.js";

// A deploy stops the server with SIGTERM (systemd, npm start's supervisor passes it on): /readyz
// must say 503 at once so that a load balancer sends no more, and a request already being sent
// (a slow upload) must still get its answer before the process exits 0.

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A GraphQL query whose body (padded with a long variable) trickles in over `ms`. */
function slowQuery(url: string, ms: number, onStarted: () => void) {
  const body = Buffer.from(JSON.stringify({ query: "{ __typename }", variables: { padding: "x".repeat(60_000) } }));
  return slowPost(`${url}/graphql`, body, { "content-type": "application/json" }, ms, onStarted);
}

async function readiness(url: string): Promise<{ status: number; state?: string; checks?: Record<string, string> }> {
  const answer = await fetch(`${url}/readyz`);
  const body = (await answer.json()) as { state?: string; checks?: Record<string, string> };
  return { ...body, status: answer.status };
}

describe("health and a stop that loses no request", () => {
  it("/healthz says alive; /readyz is 200 once serving, naming each check", async () => {
    server = await startServerProcess();
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get("cache-control")).toBe("no-store");
    expect(await readiness(server.url)).toMatchObject({ status: 200, state: "serving", checks: { database: "ok", migrations: "ok", files: "ok" } });
  });

  it("on SIGTERM /readyz answers 503 first, a request in flight completes, new connections are refused, and it exits 0", async () => {
    server = await startServerProcess({ DRAIN_DELAY_S: "1", SHUTDOWN_GRACE_S: "20" });
    const running = server;
    let started!: () => void;
    const bodyStarted = new Promise<void>((resolve) => (started = resolve));
    const inFlight = slowQuery(running.url, 3000, () => started());
    await bodyStarted;

    running.signal("SIGTERM");
    // During the drain delay the listener still accepts, and says it is stopping.
    await expect.poll(async () => (await readiness(running.url)).status, { timeout: 900, interval: 50 }).toBe(503);
    expect((await readiness(running.url)).state).toBe("stopping");

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: "Query" } });

    expect(await running.ended()).toBe("code 0");
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  });
});
