import { LessThan, LessThanOrEqual, type DataSource } from "typeorm";
import { SubmissionQuota } from "../db/entities/index.js";
import { wordedError } from "../base/errors.js";
import { runTransaction } from "../db/transaction.js";

// How many public forms (alumni registration, admission confirmation) one address may send in a
// window of time. A form answered "saved" is one row; a script sending hundreds a second would
// fill the administrators' lists with junk. Counted in the database so that every server instance
// shares the count; each reservation is one transaction (exclusive on SQLite, a row lock on
// PostgreSQL), so forms sent at the same moment are all counted.

export interface SubmissionQuotaLimits {
  perWindow: number;
  windowMs: number;
  /** The words of a refusal (default: too many forms); the forgotten-password e-mails have their own. */
  refusal?: "tooManyForms" | "tooManyResetRequests";
}

export interface SubmissionQuotaService {
  /** Counts one submission from `ip`; throws RATE_LIMITED once the address has used its quota. */
  reserve(ip: string): Promise<void>;
  /** Counts one under any key (a hash of an e-mail, say; at most 100 characters). */
  reserveKey(key: string): Promise<void>;
}

const KEY_MAX = 100;

export function createSubmissionQuota(dataSource: DataSource, limits: SubmissionQuotaLimits, now: () => Date = () => new Date()): SubmissionQuotaService {
  const countColumn = dataSource.driver.escape(dataSource.getMetadata(SubmissionQuota).findColumnWithPropertyName("count")!.databaseName);

  async function reserveKey(rawKey: string): Promise<void> {
    const key = rawKey.slice(0, KEY_MAX);
    const at = now();
    const windowStart = new Date(at.getTime() - limits.windowMs);
    const row = await runTransaction(dataSource, async (manager) => {
      const repo = manager.getRepository(SubmissionQuota);
      // Windows that have run out, this address's and others', are forgotten.
      await repo.delete({ windowStartedAt: LessThan(windowStart) });
      await repo.createQueryBuilder().insert().values({ key, count: 0, windowStartedAt: at }).orIgnore().execute();
      await repo.update({ key, windowStartedAt: LessThanOrEqual(windowStart) }, { count: 0, windowStartedAt: at });
      await repo
        .createQueryBuilder()
        .update()
        .set({ count: () => `${countColumn} + 1` })
        .where({ key })
        .execute();
      return repo.findOneByOrFail({ key });
    });
    if (row.count > limits.perWindow) {
      const minutes = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + limits.windowMs - at.getTime()) / 60_000));
      throw wordedError("RATE_LIMITED", limits.refusal ?? "tooManyForms", { minutes });
    }
  }

  return {
    reserve: (ip) => reserveKey(`ip:${ip}`),
    reserveKey,
  };
}
