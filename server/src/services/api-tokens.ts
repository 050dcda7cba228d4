import { createHash, randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";
import type { Actor, Authority, TokenScope } from "../base/actor.js";
import { AppError, badField, badInput, notFound, signInRequired, wordedError } from "../base/errors.js";
import { authorityFromColumns, authorityOf, isAdministrator } from "../auth/roles.js";
import { CONTENT_TYPES } from "../content/registry.js";
import { AdminAccount, ApiToken } from "../db/entities/index.js";
import { lockRow, runTransaction } from "../db/transaction.js";

// API tokens for third-party tools (issue 21): made, listed and revoked by administrators;
// sent by a tool as `Authorization: Bearer <token>`. The token is shown once; the database
// keeps its SHA-256 (a copy of the database lets nobody in) and a short prefix to recognise
// it by. Any panel account makes its own tokens (a viewer's read only); an administrator sees
// and revokes every one. A token acts with its maker's role and reach as they are at each use
// (auth/roles.ts), so it never does more than the account that made it. Each use is counted per minute on the token's row (shared by every server); the same
// write notes when and from where it was last used, at most once a minute.

export const DEFAULT_TOKENS_PER_MINUTE = 600;
const MAX_TOKENS_PER_MINUTE = 100_000;
const WINDOW_MS = 60_000;
/** lastUsedAt is noted at most this often. */
const TOUCH_INTERVAL_MS = 60_000;
const NAME_MAX = 100;
const TOKEN_START = "gpc_";
const TOKEN_PATTERN = /^gpc_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;

export interface ApiTokenInput {
  name: string;
  scope: TokenScope;
  /** Registry keys, or null / empty for every content type. */
  types?: readonly string[] | null;
  expiresAt?: Date | null;
  rateLimit?: number | null;
}

/** What the panel and the API show of a token: never its hash. */
export interface ApiTokenView {
  id: number;
  name: string;
  prefix: string;
  scope: TokenScope;
  types: string[] | null;
  rateLimit: number;
  expiresAt: Date | null;
  createdAt: Date;
  createdBy: string | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedFrom: string | null;
}

/** The rate limit's state after a request was counted, for the RateLimit headers. */
export interface TokenAllowance {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export class TokenRateLimited extends AppError {
  constructor(readonly allowance: TokenAllowance) {
    super("RATE_LIMITED", `This API token has made its ${allowance.limit} requests for this minute. Please wait ${allowance.resetSeconds} seconds and try again.`);
  }
}

export interface ApiTokenService {
  create(actor: Actor, input: ApiTokenInput): Promise<{ token: string; view: ApiTokenView }>;
  list(actor: Actor): Promise<ApiTokenView[]>;
  revoke(actor: Actor, id: number): Promise<ApiTokenView>;
  /** The actor for a bearer token, with the request counted; throws UNAUTHENTICATED or TokenRateLimited. */
  authenticate(bearer: string, ip: string): Promise<{ actor: Actor; allowance: TokenAllowance }>;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const refused = (why: string) => new AppError("UNAUTHENTICATED", `${why} Ask the college's administrator for a new API token.`);

function checkInput(input: ApiTokenInput, at: Date): { name: string; scope: TokenScope; types: string[] | null; expiresAt: Date | null; rateLimit: number } {
  const name = String(input.name ?? "").trim();
  if (!name) throw badField("name", "tokenName", {});
  if (name.length > NAME_MAX) throw badField("name", "nameTooLong", { max: NAME_MAX });
  if (input.scope !== "read" && input.scope !== "write") throw badInput("scope", 'The scope must be "read" or "write".');
  const types = input.types && input.types.length > 0 ? [...new Set(input.types)] : null;
  const unknown = types?.find((key) => !Object.hasOwn(CONTENT_TYPES, key));
  if (unknown !== undefined) throw badInput("types", `There is no content type "${String(unknown).slice(0, 60)}".`);
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && !(expiresAt.getTime() > at.getTime())) throw badField("expiresAt", "expiryInThePast", {});
  const rateLimit = input.rateLimit ?? DEFAULT_TOKENS_PER_MINUTE;
  if (!Number.isInteger(rateLimit) || rateLimit < 1 || rateLimit > MAX_TOKENS_PER_MINUTE) {
    throw badInput("rateLimit", `The limit must be a whole number of requests a minute, from 1 to ${MAX_TOKENS_PER_MINUTE.toLocaleString("en-US")}.`);
  }
  return { name, scope: input.scope, types, expiresAt, rateLimit };
}

export function createApiTokenService(dataSource: DataSource, now: () => Date = () => new Date()): ApiTokenService {
  const tokens = dataSource.getRepository(ApiToken);

  /** The signed-in account making or managing tokens (an API token makes none). */
  function maker(actor: Actor): { accountId: number | null; authority: Authority } {
    const authority = actor.kind === "admin" || actor.kind === "system" ? authorityOf(actor) : null;
    if (!authority) throw signInRequired();
    return { accountId: actor.kind === "admin" ? actor.accountId : null, authority };
  }

  /** The tokens an account manages: every one for an administrator, else its own. */
  const managed = (actor: Actor) => {
    const { accountId } = maker(actor);
    return isAdministrator(actor) ? {} : { createdBy: accountId ?? -1 };
  };

  /** The authority a token acts with: its maker's now (a deleted maker's token only reads). */
  async function makerAuthority(createdBy: number | null): Promise<Authority | null> {
    if (createdBy === null) return null;
    const account = await dataSource.getRepository(AdminAccount).findOneBy({ id: createdBy });
    return account ? authorityFromColumns(account.role, account.reachDepartments, account.reachTypes) : authorityFromColumns("viewer", null, null);
  }

  async function viewsOf(rows: ApiToken[]): Promise<ApiTokenView[]> {
    const ids = [...new Set(rows.map((row) => row.createdBy).filter((id): id is number => id !== null))];
    const accounts = ids.length ? await dataSource.getRepository(AdminAccount).findBy(ids.map((id) => ({ id }))) : [];
    const emails = new Map(accounts.map((account) => [account.id, account.email]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scope: row.scope as TokenScope,
      types: row.contentTypes ? row.contentTypes.split(",") : null,
      rateLimit: row.rateLimit,
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
      createdBy: row.createdBy === null ? null : (emails.get(row.createdBy) ?? "a deleted administrator"),
      revokedAt: row.revokedAt,
      lastUsedAt: row.lastUsedAt,
      lastUsedFrom: row.lastUsedIp,
    }));
  }

  return {
    async create(actor, input) {
      const { accountId, authority } = maker(actor);
      const at = now();
      const checked = checkInput(input, at);
      if (checked.scope === "write" && authority.role === "viewer") throw wordedError("FORBIDDEN", "viewerChangesNothing", {});
      const prefix = `${TOKEN_START}${randomBytes(4).toString("hex")}`;
      const token = `${prefix}_${randomBytes(32).toString("base64url")}`;
      const saved = await tokens.save(
        tokens.create({
          name: checked.name,
          hash: hashOf(token),
          prefix,
          scope: checked.scope,
          contentTypes: checked.types ? checked.types.join(",") : null,
          rateLimit: checked.rateLimit,
          expiresAt: checked.expiresAt,
          createdBy: accountId,
          createdAt: at,
          revokedAt: null,
          lastUsedAt: null,
          lastUsedIp: null,
          windowStartedAt: null,
          windowCount: 0,
        }),
      );
      const [view] = await viewsOf([saved]);
      return { token, view: view! };
    },

    async list(actor) {
      return viewsOf(await tokens.find({ where: managed(actor), order: { createdAt: "DESC", id: "DESC" } }));
    },

    async revoke(actor, id) {
      const row = Number.isSafeInteger(id) ? await tokens.findOneBy({ id, ...managed(actor) }) : null;
      if (!row) throw notFound(`API token number ${id}`);
      if (!row.revokedAt) {
        row.revokedAt = now();
        await tokens.update({ id }, { revokedAt: row.revokedAt });
      }
      const [view] = await viewsOf([row]);
      return view!;
    },

    async authenticate(bearer, ip) {
      if (!TOKEN_PATTERN.test(bearer)) throw refused("This API token is not one the site made.");
      const found = await tokens.findOneBy({ hash: hashOf(bearer) });
      if (!found) throw refused("This API token is not one the site made.");
      const at = now();
      if (found.revokedAt) throw refused("This API token was revoked.");
      if (found.expiresAt && found.expiresAt.getTime() <= at.getTime()) throw refused("This API token has expired.");

      // One short transaction per request: the row is locked (PostgreSQL) or the database is
      // (SQLite), so requests at the same moment on any server are all counted.
      const counted = await runTransaction(dataSource, async (manager) => {
        const row = (await lockRow(manager, ApiToken, found.id)) as ApiToken | null;
        if (!row) throw refused("This API token was deleted.");
        const windowOver = !row.windowStartedAt || at.getTime() - row.windowStartedAt.getTime() >= WINDOW_MS;
        const changes: Partial<ApiToken> = windowOver ? { windowStartedAt: at, windowCount: 1 } : { windowCount: row.windowCount + 1 };
        if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
          changes.lastUsedAt = at;
          changes.lastUsedIp = ip.slice(0, 64);
        }
        await manager.getRepository(ApiToken).update({ id: row.id }, changes);
        return { ...row, ...changes } as ApiToken;
      });
      const windowEnd = counted.windowStartedAt!.getTime() + WINDOW_MS;
      const allowance: TokenAllowance = {
        limit: counted.rateLimit,
        remaining: Math.max(0, counted.rateLimit - counted.windowCount),
        resetSeconds: Math.max(1, Math.ceil((windowEnd - at.getTime()) / 1000)),
      };
      if (counted.windowCount > counted.rateLimit) throw new TokenRateLimited(allowance);
      const types = counted.contentTypes ? counted.contentTypes.split(",") : "all";
      const madeBy = await makerAuthority(counted.createdBy);
      return { actor: { kind: "token", ip, tokenId: counted.id, name: counted.name, scope: counted.scope as TokenScope, types, maker: madeBy }, allowance };
    },
  };
}
