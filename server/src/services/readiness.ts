import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { DataSource } from "typeorm";
import type { FileStorage } from "../storage/file-storage.js";

// Whether this server should be sent requests (GET /readyz, for a load balancer or systemd's
// watchdog): it has finished starting, is not stopping, its database answers with every
// migration applied, and its file store takes a write. A failing check is named, never its
// error's text (which may hold an address or a path).

export type CheckName = "database" | "migrations" | "files";

export interface ReadinessReport {
  ready: boolean;
  /** "starting", "serving" or "stopping". */
  state: ServerState;
  /** Each check's outcome; empty while starting or stopping (nothing is asked then). */
  checks: Partial<Record<CheckName, "ok" | "failed">>;
}

export type ServerState = "starting" | "serving" | "stopping";

export interface Readiness {
  /** Called once the server listens and its background work runs. */
  markServing(): void;
  /** Called first thing on SIGTERM: from now on the answer is 503, so the balancer sends no more. */
  markStopping(): void;
  readonly state: ServerState;
  report(): Promise<ReadinessReport>;
}

/** Checks are run at most this often; a balancer polling every second costs one probe a second at most. */
const CHECK_EVERY_MS = 1000;

async function passes(check: () => Promise<unknown>): Promise<"ok" | "failed"> {
  try {
    await check();
    return "ok";
  } catch {
    return "failed";
  }
}

export function createReadiness(dataSource: DataSource, storage: FileStorage, now: () => number = Date.now): Readiness {
  let state: ServerState = "starting";
  let last: { at: number; checks: Record<CheckName, "ok" | "failed"> } | null = null;
  let running: Promise<Record<CheckName, "ok" | "failed">> | null = null;

  async function runChecks(): Promise<Record<CheckName, "ok" | "failed">> {
    const [database, migrations, files] = await Promise.all([
      passes(() => dataSource.query("SELECT 1")),
      passes(async () => {
        if (await dataSource.showMigrations()) throw new Error("migrations are pending");
      }),
      passes(async () => {
        // A key of the store's own form, removed at once (a leftover is swept like any other).
        const key = `readiness-probe/${randomUUID()}.pdf`;
        await storage.put(key, Readable.from([Buffer.from("ready")]));
        await storage.delete(key);
      }),
    ]);
    return { database, migrations, files };
  }

  return {
    markServing() {
      if (state === "starting") state = "serving";
    },
    markStopping() {
      state = "stopping";
    },
    get state() {
      return state;
    },
    async report() {
      if (state !== "serving") return { ready: false, state, checks: {} };
      if (!last || now() - last.at >= CHECK_EVERY_MS) {
        // Requests that arrive together share one round of checks.
        running ??= runChecks().finally(() => (running = null));
        last = { at: now(), checks: await running };
      }
      const checks = last.checks;
      const ready = state === "serving" && Object.values(checks).every((outcome) => outcome === "ok");
      return { ready, state, checks };
    },
  };
}
