import { randomBytes } from "node:crypto";
import { LessThanOrEqual, MoreThan, type DataSource } from "typeorm";
import { PasswordReset } from "../db/entities/index.js";
import { sessionIdOf } from "./sessions.js";

// Forgotten-password links (table password_reset): the e-mail holds a random token, the
// database only its SHA-256 (as sessions do). Using a link deletes its row in one statement, so
// two uses at once cannot both succeed.

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes in base64url, no padding

export interface PasswordResetStore {
  /** A new link's token for the account, working for `minutes`. */
  create(accountId: number, minutes: number): Promise<string>;
  /** The account whose live link this is; null for an unknown, used or expired one. */
  find(token: string | undefined): Promise<number | null>;
  /** Uses the link up: true for the one call that did (a second use at the same moment gets false). */
  consume(token: string): Promise<boolean>;
  /** Ends every link of an account (its password was set). */
  removeForAccount(accountId: number): Promise<void>;
  purgeExpired(): Promise<void>;
}

export function createPasswordResetStore(dataSource: DataSource, now: () => Date): PasswordResetStore {
  const repo = dataSource.getRepository(PasswordReset);
  return {
    async create(accountId, minutes) {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      const at = now();
      await repo.insert({ id: sessionIdOf(token), accountId, createdAt: at, expiresAt: new Date(at.getTime() + minutes * 60_000) });
      return token;
    },

    async find(token) {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const row = await repo.findOneBy({ id: sessionIdOf(token), expiresAt: MoreThan(now()) });
      return row?.accountId ?? null;
    },

    async consume(token) {
      // Whoever deletes the row used the link; a second use at the same moment deletes nothing.
      const deleted = await repo.delete({ id: sessionIdOf(token), expiresAt: MoreThan(now()) });
      return deleted.affected === 1;
    },

    async removeForAccount(accountId) {
      await repo.delete({ accountId });
    },

    async purgeExpired() {
      await repo.delete({ expiresAt: LessThanOrEqual(now()) });
    },
  };
}
