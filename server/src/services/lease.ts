import { randomUUID } from "node:crypto";
import { LessThan, type DataSource } from "typeorm";
import { Lease } from "../db/entities/index.js";

// Jobs that several server instances on one database must not all do: a purge, a sweep, a
// delivery. Each instance runs its own timers; before a job, it takes the job's lease, a row in
// the `lease` table, and only the instance that got it does the work. Taking a lease is one
// conditional UPDATE ("... WHERE expires_at < now"), which both SQLite and PostgreSQL run
// atomically, so of instances asking at the same moment exactly one succeeds. A lease ends when
// its work finishes, or when `ttlMs` has passed if its holder died meanwhile (so a crashed
// server never blocks a job for good). Times come from the servers' clocks: keep them in step
// (NTP) and make `ttlMs` longer than the work can take.
//
// Jobs to run this way: upkeep.ts (sealing, retention, leftover uploads), and, as they land,
// the trash purge, the audit log purge and the webhook delivery worker.

export interface LeaseOptions {
  /** Keep the lease until `ttlMs` has passed even after the work ended: the job then runs at most once per `ttlMs` across all servers (a daily purge). */
  holdForTtl?: boolean;
}

export type LeaseOutcome<T> = { ran: true; result: T } | { ran: false };

export interface Leases {
  /** Runs `work` when no other run of the job `name` (on any server) holds its lease; else does nothing. */
  runExclusively<T>(name: string, ttlMs: number, work: () => Promise<T>, options?: LeaseOptions): Promise<LeaseOutcome<T>>;
}

const NAME_MAX = 100;
const LONG_AGO = new Date(0);

export function createLeases(dataSource: DataSource, now: () => Date = () => new Date()): Leases {
  const repo = () => dataSource.getRepository(Lease);

  async function take(name: string, holder: string, ttlMs: number): Promise<boolean> {
    // The row exists from the first time the job is asked for, already expired.
    await repo().createQueryBuilder().insert().values({ name, holder: "", expiresAt: LONG_AGO }).orIgnore().execute();
    const at = now();
    // Through the repository, so the time is compared in the column's own format on both databases.
    const taken = await repo().update({ name, expiresAt: LessThan(at) }, { holder, expiresAt: new Date(at.getTime() + ttlMs) });
    return taken.affected === 1;
  }

  async function release(name: string, holder: string): Promise<void> {
    await repo().update({ name, holder }, { expiresAt: LONG_AGO });
  }

  return {
    async runExclusively(name, ttlMs, work, options = {}) {
      if (name.length > NAME_MAX) throw new Error(`A lease name is at most ${NAME_MAX} characters: ${name}`);
      const holder = randomUUID();
      if (!(await take(name, holder, ttlMs))) return { ran: false };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work();
      } catch (error) {
        // A failed run does not count: the next asking server may try again.
        await release(name, holder).catch(() => undefined);
        throw error;
      }
      if (!options.holdForTtl) await release(name, holder).catch(() => undefined);
      return { ran: true, result };
    },
  };
}
