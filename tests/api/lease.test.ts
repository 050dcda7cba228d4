import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeases } from "../../server/src/services/lease.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The lease that keeps a job to one server at a time (services/lease.ts), on the real database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL), with the clock driven by the test.

let server: TestServer;
let clock = new Date("2026-11-25T10:00:00Z");
const now = () => clock;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const later = (ms: number) => new Date(clock.getTime() + ms);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runExclusively", () => {
  it("runs a job asked for at the same moment by several servers once", async () => {
    const servers = [createLeases(server.dataSource, now), createLeases(server.dataSource, now), createLeases(server.dataSource, now)];
    let runs = 0;
    // The run holds the lease until the five others have been refused (or 10 s have passed): on a
    // busy machine one may ask late, and asking after the run has ended rightly runs the job again.
    let refused = 0;
    let allRefused!: () => void;
    const othersRefused = new Promise<void>((resolve) => (allRefused = resolve));
    const outcomes = await Promise.all(
      [...servers, ...servers].map(async (leases) => {
        const outcome = await leases.runExclusively("test:same-moment", 60_000, async () => {
          runs += 1;
          await Promise.race([othersRefused, pause(10_000)]);
          return "swept";
        });
        if (!outcome.ran && ++refused === 5) allRefused();
        return outcome;
      }),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, result: "swept" }]);
    // Once it ended, the next asking server runs it.
    expect(await servers[1]!.runExclusively("test:same-moment", 60_000, async () => 2)).toEqual({ ran: true, result: 2 });
  });

  it("lets another server take a lease whose holder died once its time has passed", async () => {
    const dead = createLeases(server.dataSource, now);
    const alive = createLeases(server.dataSource, now);
    let release!: () => void;
    const held = dead.runExclusively("test:holder-died", 60_000, () => new Promise<void>((resolve) => (release = resolve)));
    await pause(50);
    expect(await alive.runExclusively("test:holder-died", 60_000, async () => "too early")).toEqual({ ran: false });
    clock = later(60_001);
    expect(await alive.runExclusively("test:holder-died", 60_000, async () => "taken over")).toEqual({ ran: true, result: "taken over" });
    release();
    await held;
  });

  it("keeps a lease for its whole time when asked (a job done at most once per period)", async () => {
    const leases = createLeases(server.dataSource, now);
    const day = 24 * 60 * 60 * 1000;
    expect(await leases.runExclusively("test:daily", day, async () => 1, { holdForTtl: true })).toEqual({ ran: true, result: 1 });
    clock = later(day - 1000);
    expect(await leases.runExclusively("test:daily", day, async () => 2, { holdForTtl: true })).toEqual({ ran: false });
    clock = later(2000);
    expect(await leases.runExclusively("test:daily", day, async () => 3, { holdForTtl: true })).toEqual({ ran: true, result: 3 });
  });

  it("frees the lease when the work fails, so the job may be tried again", async () => {
    const leases = createLeases(server.dataSource, now);
    await expect(
      leases.runExclusively(
        "test:fails",
        60_000,
        async () => {
          throw new Error("The bucket did not answer");
        },
        { holdForTtl: true },
      ),
    ).rejects.toThrow("The bucket did not answer");
    expect(await leases.runExclusively("test:fails", 60_000, async () => "again")).toEqual({ ran: true, result: "again" });
  });

  it("is what the server's own upkeep runs under", async () => {
    // The start's jobs left their rows, each free again.
    const rows = (await server.dataSource.query("SELECT name FROM lease ORDER BY name")) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(["upkeep:leftover-uploads", "upkeep:retention", "upkeep:sealed-fields"]));
  });
});
