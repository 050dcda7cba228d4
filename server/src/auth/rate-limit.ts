import { createHash } from "node:crypto";
import { In, LessThan, Like, type DataSource } from "typeorm";
import { SignInAttempt } from "../db/entities/index.js";
import { wordedError } from "../base/errors.js";

// Sign-in limits, counted in the database (table sign_in_attempt) so that every server instance
// sees the same counts.
//
// Reserve first, check after: before a password is checked, the sign-in takes one unit from each
// of its counters with a single conditional UPDATE (atomic on SQLite and PostgreSQL: the row is
// locked and the condition re-checked, so two instances cannot both take the last unit). Only
// when every counter had room is the password checked; a wrong password keeps the units (they
// are the failure count), a right one gives them back. So guesses sent at once are counted like
// guesses sent one after another. A unit is also marked pending until its sign-in is over: a
// sign-in that finds its account-and-address counter full while some of its units are pending
// (several right passwords sent at once from one browser or office) waits up to MAX_WAIT_MS for
// them, since a right password gives its units back; when none are pending it is refused at
// once. Only that counter waits: waiting at the others would let a burst of guesses keep itself
// busy polling, and nobody signs in to 20 accounts at once.
//
// The counters:
// - per account and address (PAIR_LIMIT): 5 per 15 minutes, then that pair is refused;
// - per address over all accounts (ADDRESS_LIMIT): 20 per 15 minutes;
// - per account from all addresses: the account is never locked for everyone, because then
//   anyone who knows an administrator's e-mail could keep them out for good. Instead, checks
//   from addresses the account has not signed in from (in the last 30 days) share a small
//   hourly allowance per account, so a guesser spread over many addresses gets about ten guesses
//   an hour, while the owner is not slowed where they have signed in before, and, at a new place,
//   only when the attack itself comes from many new places. An address that has had no failed
//   sign-in for a day draws on an allowance of its own (NEW_ADDRESS_LIMIT), which guessers
//   hammering from a few addresses cannot use up; others share ACCOUNT_LIMIT. (OWASP's
//   authentication guidance: slow down, and do not let lockout become a denial of service.)
//
// Keys hold hashes of the normalized e-mail and of the address, never the text itself: any
// length fits the column, and the table holds no e-mail addresses.

export interface Limit {
  /** Password checks allowed in a window (reserved and not given back). */
  attempts: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PAIR_LIMIT: Limit = { attempts: 5, windowMs: 15 * MINUTE };
export const ADDRESS_LIMIT: Limit = { attempts: 20, windowMs: 15 * MINUTE };
/** Per account: checks from addresses that have had no failed sign-in for a day. */
export const NEW_ADDRESS_LIMIT: Limit = { attempts: 5, windowMs: HOUR };
/** Per account: checks from other addresses the account has not signed in from. */
export const ACCOUNT_LIMIT: Limit = { attempts: 5, windowMs: HOUR };
/** An address that fails a sign-in (any account) counts as new again after this long. */
export const ADDRESS_MEMORY_MS = DAY;
/** An address where an account signed in skips the account's allowance for this long. */
export const KNOWN_ADDRESS_MS = 30 * DAY;
/** How long a refused sign-in waits for running checks to finish (they may give units back). */
export const MAX_WAIT_MS = 2000;
const WAIT_STEP_MS = 100;

/** Why a sign-in is refused, as the catalogue's entries (messages/). */
type Refusal = "tooManySignIns" | "tooManySignInsHere" | "accountSlowed";

const digest = (kind: string, value: string) => createHash("sha256").update(`${kind}\n${value}`).digest("hex").slice(0, 32);
const accountHash = (normalizedEmail: string) => digest("account", normalizedEmail);
const addressHash = (ip: string) => digest("address", ip);

/**
 * The counters and memories of one sign-in attempt. `prefix` keeps another limiter's counters
 * apart in the same table (the second step's, "step-": its own limits, as the password's).
 */
export function signInKeys(normalizedEmail: string, ip: string, prefix = "") {
  const account = accountHash(normalizedEmail);
  const address = addressHash(ip);
  return {
    address: `${prefix}address:${address}`,
    pair: `${prefix}pair:${account}:${address}`,
    known: `${prefix}known:${account}:${address}`,
    /** Taken by an address's first check after a day without failures. */
    newAddress: `${prefix}new:${address}`,
    accountFromNewAddresses: `${prefix}account-new:${account}`,
    account: `${prefix}account:${account}`,
  };
}

/** One unit taken from a counter; `at` identifies the window it was taken in. */
interface Held {
  key: string;
  at: Date;
}

/** What a sign-in holds while its password is checked. */
export interface Reservation {
  keys: ReturnType<typeof signInKeys>;
  held: Held[];
}

export interface SignInLimiter {
  /** Takes one unit from each counter of the attempt, or throws RATE_LIMITED having taken none. */
  reserve(normalizedEmail: string, ip: string): Promise<Reservation>;
  /** After a wrong password (or a check that could not finish): the units stay, as failures. */
  failed(reservation: Reservation): Promise<void>;
  /** After a right password: forgets the pair's failures, gives the rest back, remembers the address. */
  succeeded(reservation: Reservation): Promise<void>;
  /** Forgets every count of an account (after another administrator reset its password). */
  clearAccount(normalizedEmail: string): Promise<void>;
  /** Deletes rows whose window or memory has ended. */
  purgeStale(): Promise<void>;
}

export function createSignInLimiter(dataSource: DataSource, now: () => Date = () => new Date(), prefix = ""): SignInLimiter {
  const repo = dataSource.getRepository(SignInAttempt);
  const metadata = repo.metadata;
  const column = (property: string) => metadata.findColumnWithPropertyName(property)!;
  const name = (property: string) => dataSource.driver.escape(column(property).databaseName);
  const [KEY, ATTEMPTS, PENDING, STARTED, EXPIRES] = ["key", "attempts", "pending", "windowStartedAt", "expiresAt"].map(name);
  // Points in time as the driver stores them (a text on SQLite), so SQL compares like with like.
  const stored = (date: Date) => dataSource.driver.preparePersistentValue(date, column("expiresAt"));

  /**
   * Takes one unit of `limit` from the counter `key` (marked pending), or, when it has none
   * left, says whether trying again may help: units are pending, or the row changed meanwhile.
   */
  async function take(key: string, limit: Limit, at: Date): Promise<Held | { retry: boolean }> {
    const ends = new Date(at.getTime() + limit.windowMs);
    // 1. The row exists (a no-op when another request or instance made it first).
    await repo.createQueryBuilder().insert().values({ key, attempts: 0, pending: 0, windowStartedAt: at, expiresAt: ends }).orIgnore().execute();
    // 2. One statement: a window that has ended starts again at 1, otherwise count up while
    //    under the limit. Whether a row changed says whether the unit was taken.
    const result = await repo
      .createQueryBuilder()
      .update()
      .set({
        attempts: () => `CASE WHEN ${EXPIRES} <= :at THEN 1 ELSE ${ATTEMPTS} + 1 END`,
        pending: () => `CASE WHEN ${EXPIRES} <= :at THEN 1 ELSE ${PENDING} + 1 END`,
        windowStartedAt: () => `CASE WHEN ${EXPIRES} <= :at THEN :at ELSE ${STARTED} END`,
        expiresAt: () => `CASE WHEN ${EXPIRES} <= :at THEN :ends ELSE ${EXPIRES} END`,
      })
      .where(`${KEY} = :key AND (${EXPIRES} <= :at OR ${ATTEMPTS} < :limit)`, {
        key,
        at: stored(at),
        ends: stored(ends),
        limit: limit.attempts,
      })
      .execute();
    if (result.affected === 1) return { key, at };
    const row = await repo.findOneBy({ key });
    return { retry: !row || row.pending > 0 || row.attempts < limit.attempts };
  }

  /**
   * Ends a unit's check: no longer pending and, with `giveBack`, not counted either. Only in
   * the window it was taken from: a window that started later began after `at` (it can only
   * start once the earlier one has ended), so it is left alone.
   */
  async function settle(held: Held, giveBack: boolean): Promise<void> {
    await repo
      .createQueryBuilder()
      .update()
      .set({
        pending: () => `CASE WHEN ${PENDING} > 0 THEN ${PENDING} - 1 ELSE 0 END`,
        ...(giveBack ? { attempts: () => `CASE WHEN ${ATTEMPTS} > 0 THEN ${ATTEMPTS} - 1 ELSE 0 END` } : {}),
      })
      .where(`${KEY} = :key AND ${STARTED} <= :at`, { key: held.key, at: stored(held.at) })
      .execute();
  }

  /**
   * One read of every row of the attempt: whether the address is known to the account, and
   * the refusal when a counter is plainly full (no room, nothing pending). Refusing from this
   * read spares a flood of guesses the writes below; letting a sign-in on is only ever decided
   * by `take`.
   */
  async function look(keys: Reservation["keys"], at: Date): Promise<{ known: boolean; refusal: Refusal | null }> {
    const rows = new Map((await repo.findBy({ key: In(Object.values(keys)) })).map((row) => [row.key, row] as const));
    const live = (key: string) => {
      const row = rows.get(key);
      return row && row.expiresAt.getTime() > at.getTime() ? row : undefined;
    };
    const full = (key: string, limit: Limit) => {
      const row = live(key);
      return row !== undefined && row.attempts >= limit.attempts && row.pending === 0;
    };
    const known = live(keys.known) !== undefined;
    if (full(keys.address, ADDRESS_LIMIT)) return { known, refusal: "tooManySignInsHere" };
    if (full(keys.pair, PAIR_LIMIT)) return { known, refusal: "tooManySignIns" };
    const newAddressRoom = !live(keys.newAddress)?.attempts && !full(keys.accountFromNewAddresses, NEW_ADDRESS_LIMIT);
    if (!known && !newAddressRoom && full(keys.account, ACCOUNT_LIMIT)) return { known, refusal: "accountSlowed" };
    return { known, refusal: null };
  }

  return {
    async reserve(normalizedEmail, ip) {
      const keys = signInKeys(normalizedEmail, ip, prefix);
      const held: Held[] = [];
      // Real time, not `now()`: tests stop the clock, but the sign-ins waited for still run.
      const giveUpAt = Date.now() + MAX_WAIT_MS;

      /** Takes a unit from the first of `counters` with room; with `wait`, waits while one may get room. */
      const takeOne = async (counters: [string, Limit][], refusal: Refusal, wait = false): Promise<void> => {
        for (;;) {
          let retry = false;
          for (const [key, limit] of counters) {
            const unit = await take(key, limit, now());
            if (!("retry" in unit)) {
              held.push(unit);
              return;
            }
            retry ||= unit.retry;
          }
          if (!wait || !retry || Date.now() >= giveUpAt) {
            // Nothing is checked, so nothing is counted: give back what was taken.
            await Promise.all(held.map((unit) => settle(unit, true)));
            throw wordedError("RATE_LIMITED", refusal, {});
          }
          await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS * (0.5 + Math.random())));
        }
      };

      const { known, refusal } = await look(keys, now());
      if (refusal) throw wordedError("RATE_LIMITED", refusal, {});
      // The address first: a guesser spraying e-mails from one address stops here, before any
      // per-account rows are made.
      await takeOne([[keys.address, ADDRESS_LIMIT]], "tooManySignInsHere");
      await takeOne([[keys.pair, PAIR_LIMIT]], "tooManySignIns", true);
      if (!known) {
        // The first check from an address after a day without failures draws on the account's
        // allowance for new addresses; other checks (and that one, when it is used up) on the other.
        const newAddress = await take(keys.newAddress, { attempts: 1, windowMs: ADDRESS_MEMORY_MS }, now());
        const lanes: [string, Limit][] = [[keys.account, ACCOUNT_LIMIT]];
        if (!("retry" in newAddress)) {
          held.push(newAddress);
          lanes.unshift([keys.accountFromNewAddresses, NEW_ADDRESS_LIMIT]);
        }
        await takeOne(lanes, "accountSlowed");
      }
      return { keys, held };
    },

    async failed({ held }) {
      await Promise.all(held.map((unit) => settle(unit, false)));
    },

    async succeeded({ keys, held }) {
      const at = now();
      await repo.delete({ key: keys.pair });
      await Promise.all(held.filter((unit) => unit.key !== keys.pair).map((unit) => settle(unit, true)));
      await repo.upsert({ key: keys.known, attempts: 0, pending: 0, windowStartedAt: at, expiresAt: new Date(at.getTime() + KNOWN_ADDRESS_MS) }, ["key"]);
    },

    async clearAccount(normalizedEmail) {
      const account = accountHash(normalizedEmail);
      const keys = signInKeys(normalizedEmail, "", prefix);
      await repo.delete({ key: keys.account });
      await repo.delete({ key: keys.accountFromNewAddresses });
      await repo.delete({ key: Like(`${prefix}pair:${account}:%`) });
    },

    async purgeStale() {
      await repo.delete({ expiresAt: LessThan(now()) });
    },
  };
}
