import { In, IsNull, LessThan, LessThanOrEqual, Or, type DataSource } from "typeorm";
import { SignInAttempt } from "../db/entities/index.js";
import { AppError } from "../services/errors.js";

// Failed sign-ins, counted in the database (table sign_in_attempt) so that every server
// instance sees the same count. Each statement below is a single atomic UPDATE or INSERT, so
// two instances counting the same key at once do not lose a failure.

export interface Limit {
  failures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ACCOUNT_LIMIT: Limit = { failures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
export const ADDRESS_LIMIT: Limit = { failures: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };

export const accountKey = (email: string) => `account:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export const RATE_LIMITED_MESSAGE =
  "Too many failed sign-in attempts. Please wait about 15 minutes and try again, or ask another administrator to reset your password.";

export interface SignInLimiter {
  /** Throws RATE_LIMITED when any of the keys is locked now. */
  assertNotLocked(keys: string[]): Promise<void>;
  recordFailure(key: string, limit: Limit): Promise<void>;
  /** Forgets the failures of a key (after a successful sign-in or a password reset). */
  clear(key: string): Promise<void>;
  /** Deletes rows whose window and lock have both passed. */
  purgeStale(): Promise<void>;
}

export function createSignInLimiter(dataSource: DataSource, now: () => Date = () => new Date()): SignInLimiter {
  const repo = dataSource.getRepository(SignInAttempt);
  const failuresColumn = dataSource.driver.escape(
    repo.metadata.findColumnWithPropertyName("failures")!.databaseName,
  );
  const longestWindow = Math.max(ACCOUNT_LIMIT.windowMs, ADDRESS_LIMIT.windowMs);

  return {
    async assertNotLocked(keys) {
      const rows = await repo.findBy({ key: In(keys) });
      const at = now().getTime();
      if (rows.some((row) => row.lockedUntil && row.lockedUntil.getTime() > at)) {
        throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
      }
    },

    async recordFailure(key, limit) {
      const at = now();
      const windowStart = new Date(at.getTime() - limit.windowMs);
      // 1. Make sure the row exists (a no-op when another instance made it first).
      await repo
        .createQueryBuilder()
        .insert()
        .values({ key, failures: 0, windowStartedAt: at, lockedUntil: null })
        .orIgnore()
        .execute();
      // 2. A window that has run out starts again from zero (never while a lock is running).
      await repo.update(
        { key, windowStartedAt: LessThanOrEqual(windowStart), lockedUntil: Or(IsNull(), LessThanOrEqual(at)) },
        { failures: 0, windowStartedAt: at, lockedUntil: null },
      );
      // 3. Count this failure.
      await repo
        .createQueryBuilder()
        .update()
        .set({ failures: () => `${failuresColumn} + 1`, updatedAt: at })
        .where({ key })
        .execute();
      // 4. Lock once the limit is reached (not again while a lock is running).
      const row = await repo.findOneBy({ key });
      if (row && row.failures >= limit.failures) {
        await repo.update(
          { key, lockedUntil: Or(IsNull(), LessThanOrEqual(at)) },
          { lockedUntil: new Date(at.getTime() + limit.lockMs), updatedAt: at },
        );
      }
    },

    async clear(key) {
      await repo.delete({ key });
    },

    async purgeStale() {
      const at = now();
      await repo.delete({
        windowStartedAt: LessThan(new Date(at.getTime() - longestWindow)),
        lockedUntil: Or(IsNull(), LessThan(at)),
      });
    },
  };
}
