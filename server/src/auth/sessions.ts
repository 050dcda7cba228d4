import { createHash, randomBytes } from "node:crypto";
import { LessThanOrEqual, Not, type DataSource } from "typeorm";
import { AdminSession } from "../db/entities/index.js";

// Sessions: the browser holds an opaque random token; the database holds only its SHA-256,
// so a copy of the database does not let anyone sign in.

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes in base64url, no padding
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const USER_AGENT_MAX = 255;
const DAY_MS = 24 * 60 * 60 * 1000;

export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a session still lacks before it is a full sign-in (db/entities/admin-session.ts). */
export type SessionPending = "second-step" | "set-up-second-step";
/** A session waiting for the second step's code lasts this long. */
const SECOND_STEP_MS = 10 * 60 * 1000;

export interface SessionStore {
  /** With `pending` "second-step", the session lasts 10 minutes and signs no one in (the code is awaited). */
  create(accountId: number, ip: string, userAgent?: string, pending?: SessionPending): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
  /** The session no longer lacks anything (the second factor was set up). */
  complete(sessionId: string): Promise<void>;
  /** The live session for a cookie token, or null (an expired one is deleted on the way). */
  findActive(token: string | undefined): Promise<AdminSession | null>;
  remove(sessionId: string): Promise<void>;
  /** Ends every session of an account except `keepSessionId` (when given). */
  removeForAccount(accountId: number, keepSessionId?: string): Promise<void>;
  purgeExpired(): Promise<void>;
}

export function createSessionStore(dataSource: DataSource, sessionDays: number, now: () => Date = () => new Date()): SessionStore {
  const repo = dataSource.getRepository(AdminSession);

  return {
    async create(accountId, ip, userAgent, pending) {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      const sessionId = sessionIdOf(token);
      const at = now();
      const expiresAt = new Date(at.getTime() + (pending === "second-step" ? SECOND_STEP_MS : sessionDays * DAY_MS));
      await repo.insert({
        id: sessionId,
        accountId,
        expiresAt,
        createdAt: at,
        lastSeenAt: at,
        ip,
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
        pending: pending ?? null,
      });
      return { token, sessionId, expiresAt };
    },

    async complete(sessionId) {
      await repo.update({ id: sessionId }, { pending: null });
    },

    async findActive(token) {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const session = await repo.findOneBy({ id: sessionIdOf(token) });
      if (!session) return null;
      const at = now();
      if (session.expiresAt.getTime() <= at.getTime()) {
        await repo.delete({ id: session.id });
        return null;
      }
      if (at.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        session.lastSeenAt = at;
        await repo.update({ id: session.id }, { lastSeenAt: at });
      }
      return session;
    },

    async remove(sessionId) {
      await repo.delete({ id: sessionId });
    },

    async removeForAccount(accountId, keepSessionId) {
      await repo.delete(keepSessionId ? { accountId, id: Not(keepSessionId) } : { accountId });
    },

    async purgeExpired() {
      await repo.delete({ expiresAt: LessThanOrEqual(now()) });
    },
  };
}
