import type { DataSource, EntityManager } from "typeorm";
import { ContentVersion } from "../db/entities/index.js";
import { CONTENT_CHANGED_CHANNEL } from "../db/change-notices.js";

// A number in the database that goes up with every write to publicly readable content, in the
// same transaction as the write. Server instances cache public answers under the number they
// were computed at (answer-cache/answer-cache.ts), so a write anywhere makes every instance's
// older answers unusable: at once in the instance that wrote, and within `maxAgeMs` in the others.
// On PostgreSQL the write also sends a notice (db/change-notices.ts) that the others hear when it
// commits, and they `forget()` at once: then `maxAgeMs` only matters while that connection is down.

const ROW_ID = 1;

export interface ContentVersionTracker {
  /** Inside a write's transaction: published content changes with this write. */
  bump(manager: EntityManager): Promise<void>;
  /** After a write in this process: the next `current()` reads the database again. */
  forget(): void;
  /** The number as last read, when that read is recent enough; else undefined (call `current`). */
  recent(): number | undefined;
  /** The number, read from the database when the last read is older than `maxAgeMs`. */
  current(): Promise<number>;
  /** When published content last changed, read from the database; null before the first write. */
  updatedAt(): Promise<Date | null>;
}

export function createContentVersionTracker(dataSource: DataSource, maxAgeMs: number): ContentVersionTracker {
  let known: number | undefined;
  let readAt = 0;
  // A read that started before a local write must not store the number it saw.
  let epoch = 0;
  let pending: Promise<number> | null = null;

  async function read(): Promise<number> {
    const row = await dataSource.getRepository(ContentVersion).findOneBy({ id: ROW_ID });
    return row?.version ?? 0;
  }

  const tracker: ContentVersionTracker = {
    async bump(manager) {
      await manager
        .createQueryBuilder()
        .update(ContentVersion)
        .set({ version: () => "version + 1", updatedAt: new Date() })
        .where("id = :id", { id: ROW_ID })
        .execute();
      // Delivered to the other servers only if, and when, this transaction commits.
      if (manager.connection.options.type === "postgres") await manager.query(`SELECT pg_notify('${CONTENT_CHANGED_CHANNEL}', '')`);
    },
    forget() {
      epoch += 1;
      known = undefined;
      pending = null;
    },
    recent() {
      return known !== undefined && Date.now() - readAt < maxAgeMs ? known : undefined;
    },
    async updatedAt() {
      const row = await dataSource.getRepository(ContentVersion).findOneBy({ id: ROW_ID });
      return row?.updatedAt ?? null;
    },
    current() {
      const fresh = tracker.recent();
      if (fresh !== undefined) return Promise.resolve(fresh);
      if (pending) return pending;
      const startedIn = epoch;
      const started = Date.now();
      const reading = read().then(
        (version) => {
          if (startedIn === epoch) {
            known = version;
            readAt = started;
          }
          if (pending === reading) pending = null;
          return version;
        },
        (error: unknown) => {
          if (pending === reading) pending = null;
          throw error;
        },
      );
      pending = reading;
      return reading;
    },
  };
  return tracker;
}
