import "reflect-metadata";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearCookieOptions, createAuthService, sessionCookieOptions, type AuthService } from "../../server/src/auth/auth-service.js";
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from "../../server/src/auth/password.js";
import { renderMessage } from "../../server/src/messages/catalogue.js";
import { ACCOUNT_LIMIT, createSignInLimiter, MAX_WAIT_MS, NEW_ADDRESS_LIMIT } from "../../server/src/auth/rate-limit.js";
import { loadConfig, type Config } from "../../server/src/config.js";
import { createDataSource, runMigrations } from "../../server/src/db/data-source.js";
import { AdminAccount, AdminSession, SignInAttempt } from "../../server/src/db/entities/index.js";
import { anonymous, SYSTEM, type Actor } from "../../server/src/base/actor.js";
import { AppError } from "../../server/src/base/errors.js";
import { createTestDatabase } from "../support/postgres.js";

// Accounts, sign-in, rate limits and sessions against a real SQLite database in a temp folder,
// or a fresh PostgreSQL database per test when TEST_DATABASE_URL is set.

const MINUTE = 60 * 1000;
const WRONG = "The e-mail or password is not correct.";
const RATE_LIMITED_MESSAGE = renderMessage("en", "tooManySignIns", {});
const ADDRESS_LIMITED_MESSAGE = renderMessage("en", "tooManySignInsHere", {});
const ACCOUNT_SLOWED_MESSAGE = renderMessage("en", "accountSlowed", {});

interface Harness {
  dir: string;
  config: Config;
  dataSource: DataSource;
  dropDatabase?: () => Promise<void>;
  auth: AuthService;
  clock: { now: Date; advance(ms: number): void };
}

let migratedSqlite: Promise<string> | undefined;

/** An SQLite file with every migration run, made once per file: each test starts from a copy. */
function migratedSqliteFile(): Promise<string> {
  migratedSqlite ??= (async () => {
    const config = loadConfig({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "gp-auth-template-")), NODE_ENV: "test" });
    const dataSource = createDataSource(config);
    await dataSource.initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    return config.sqlitePath;
  })();
  return migratedSqlite;
}

async function openHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "gp-auth-"));
  const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const database = postgres ? { DATABASE_URL: postgres.url } : {};
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: "test", ...database, ...env });
  // Migrating a fresh SQLite database took most of each test's time; a copy of a migrated one is
  // the same database. (runMigrations below then finds nothing to do.)
  if (!postgres) await copyFile(await migratedSqliteFile(), config.sqlitePath);
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  await runMigrations(dataSource);
  const clock = {
    now: new Date("2026-11-20T10:00:00Z"),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const auth = createAuthService(dataSource, config, { now: () => clock.now });
  return { dir, config, dataSource, dropDatabase: postgres?.drop, auth, clock };
}

async function closeHarness(h: Harness) {
  await h.dataSource.destroy();
  await h.dropDatabase?.();
  await rm(h.dir, { recursive: true, force: true });
}

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error("expected the call to throw");
}

const PASSWORD = "correct horse battery";
const IP = "203.0.113.7";

describe("password hashing and rules", () => {
  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain(PASSWORD);
    expect(await verifyPassword(hash, PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, "wrong password")).toBe(false);
    expect(await verifyPassword("not a hash", PASSWORD)).toBe(false);
  });

  it("states plainly why a new password is refused, in English and in Marathi", () => {
    const said = (password: string, email?: string) => {
      const problem = passwordProblem(password, email)!;
      return (["en", "mr"] as const).map((language) => renderMessage(language, problem.key, problem.params as never));
    };
    expect(said("short")).toEqual(["The password must have at least 10 characters.", "पासवर्डमध्ये किमान 10 अक्षरे असावीत."]);
    expect(said("aaaaaaaaaaaa")[0]).toMatch(/repeated/);
    expect(said("office@college.example", "office@college.example")[0]).toMatch(/e-mail/);
    expect(said("office@college.example", "office@college.example")[1]).toMatch(/ई-मेल/);
    expect(passwordProblem(PASSWORD, "office@college.example")).toBeNull();
  });

  it("generates readable random passwords that pass the rule", () => {
    const a = generatePassword();
    const b = generatePassword();
    expect(a).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(a).not.toMatch(/[01OIl]/);
    expect(a).not.toBe(b);
    expect(passwordProblem(a)).toBeNull();
  });
});

// Real password checks (scrypt), dozens in some tests: seconds of CPU on a busy machine, so more
// time than the default; nothing here measures time.
describe("auth service", { timeout: 30_000 }, () => {
  let h: Harness;
  let admin: { id: number; email: string };

  beforeEach(async () => {
    h = await openHarness();
    admin = await h.auth.createAdmin(SYSTEM, { email: "  Office@College.Example ", password: PASSWORD });
  });
  afterEach(async () => closeHarness(h));

  const signInAs = async (email = "office@college.example", ip = IP): Promise<Actor> => {
    const { token } = await h.auth.signIn(email, PASSWORD, ip);
    return h.auth.actorFromToken(token, { ip: ip });
  };

  it("stores e-mails trimmed and lower-cased, never exposing the hash", async () => {
    expect(admin.email).toBe("office@college.example");
    expect(admin).not.toHaveProperty("passwordHash");
    const [listed] = await h.auth.listAdmins(SYSTEM);
    expect(Object.keys(listed).sort()).toEqual(["authority", "createdAt", "displayName", "email", "id", "updatedAt"]);
  });

  it("signs in and turns the token into an administrator actor", async () => {
    const result = await h.auth.signIn("OFFICE@college.example ", PASSWORD, IP, "Test browser");
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.account.email).toBe("office@college.example");
    expect(result.expiresAt.getTime()).toBe(h.clock.now.getTime() + h.config.SESSION_DAYS * 24 * 60 * MINUTE);

    const actor = await h.auth.actorFromToken(result.token, { ip: IP });
    expect(actor).toMatchObject({ kind: "admin", accountId: admin.id, email: "office@college.example", ip: IP });
    expect(await h.auth.me(actor)).toMatchObject({ id: admin.id, email: "office@college.example" });

    // The database holds only the token's hash.
    const stored = await h.dataSource.getRepository(AdminSession).find();
    expect(stored).toHaveLength(1);
    expect(stored[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].id).not.toContain(result.token);
    expect(stored[0].userAgent).toBe("Test browser");

    expect(await h.auth.actorFromToken(undefined, { ip: IP })).toEqual(anonymous(IP));
    expect(await h.auth.actorFromToken("made-up", { ip: IP })).toEqual(anonymous(IP));
    expect(await h.auth.actorFromToken("A".repeat(43), { ip: IP })).toEqual(anonymous(IP));
    expect(await h.auth.me(anonymous(IP))).toBeNull();
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const wrongPassword = await thrown(h.auth.signIn("office@college.example", "not the password", IP));
    const unknownEmail = await thrown(h.auth.signIn("nobody@college.example", PASSWORD, IP));
    expect(wrongPassword.code).toBe("UNAUTHENTICATED");
    expect(unknownEmail.code).toBe("UNAUTHENTICATED");
    expect(wrongPassword.message).toBe(WRONG);
    expect(unknownEmail.message).toBe(WRONG);
  });

  it("refuses one address for an account after 5 failures, even the right password, and lifts it after the window", async () => {
    for (let i = 0; i < 5; i++) {
      if (i > 0) h.clock.advance(MINUTE);
      expect((await thrown(h.auth.signIn("office@college.example", `wrong ${i}`, IP))).code).toBe("UNAUTHENTICATED");
    }
    // The window started with the first failure, 4 minutes ago.
    const refused = await thrown(h.auth.signIn("office@college.example", PASSWORD, IP));
    expect(refused.code).toBe("RATE_LIMITED");
    expect(refused.message).toBe(RATE_LIMITED_MESSAGE);
    // The account is not locked: from another address the owner signs in.
    expect((await h.auth.signIn("office@college.example", PASSWORD, "198.51.100.9")).account.id).toBe(admin.id);

    h.clock.advance(10 * MINUTE);
    expect((await thrown(h.auth.signIn("office@college.example", PASSWORD, IP))).code).toBe("RATE_LIMITED");
    h.clock.advance(1 * MINUTE + 1000);
    const ok = await h.auth.signIn("office@college.example", PASSWORD, IP);
    expect(ok.account.id).toBe(admin.id);
  });

  it("forgets failures after a successful sign-in and after the window", async () => {
    for (let i = 0; i < 4; i++) await thrown(h.auth.signIn("office@college.example", "wrong", IP));
    await h.auth.signIn("office@college.example", PASSWORD, IP);
    for (let i = 0; i < 4; i++) await thrown(h.auth.signIn("office@college.example", "wrong", IP));
    h.clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++) await thrown(h.auth.signIn("office@college.example", "wrong", IP));
    expect((await h.auth.signIn("office@college.example", PASSWORD, IP)).token).toBeTruthy();
  });

  it("refuses an address after 20 failures across many e-mails", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await thrown(h.auth.signIn(`guess${i}@college.example`, "wrong", IP))).code).toBe("UNAUTHENTICATED");
    }
    const refused = await thrown(h.auth.signIn("office@college.example", PASSWORD, IP));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: ADDRESS_LIMITED_MESSAGE });
    // The account itself is not limited: from another address it works.
    expect((await h.auth.signIn("office@college.example", PASSWORD, "198.51.100.9")).token).toBeTruthy();
    h.clock.advance(15 * MINUTE + 1000);
    expect((await h.auth.signIn("office@college.example", PASSWORD, IP)).token).toBeTruthy();
  });

  it("does not count successful sign-ins against the address", async () => {
    for (let i = 0; i < 30; i++) await h.auth.signIn("office@college.example", PASSWORD, IP);
    for (let i = 0; i < 20; i++) {
      expect((await thrown(h.auth.signIn(`guess${i}@college.example`, "wrong", IP))).code).toBe("UNAUTHENTICATED");
    }
    expect((await thrown(h.auth.signIn("office@college.example", PASSWORD, IP))).code).toBe("RATE_LIMITED");
  });

  it("slows a guesser at many addresses down to about ten checks an hour, without locking the account", async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `203.0.113.${i + 1}`);
    const guessFromEveryAddress = async () => {
      const answers = await Promise.all(addresses.map((address) => thrown(h.auth.signIn("office@college.example", "a guess", address))));
      return answers.map((e) => e.code);
    };
    // Every address is new to the account: its two hourly allowances let 5 + 5 guesses through.
    const allowance = NEW_ADDRESS_LIMIT.attempts + ACCOUNT_LIMIT.attempts;
    const first = await guessFromEveryAddress();
    expect(first.filter((c) => c === "UNAUTHENTICATED")).toHaveLength(allowance);
    expect(first.filter((c) => c === "RATE_LIMITED")).toHaveLength(addresses.length - allowance);
    const slowed = await thrown(h.auth.signIn("office@college.example", PASSWORD, "203.0.113.1"));
    expect(slowed).toMatchObject({ code: "RATE_LIMITED", message: ACCOUNT_SLOWED_MESSAGE });

    // Half an hour later nothing more gets through from new places. This is the price of not
    // locking the account: with this many addresses, a guesser looks like the owner at a new
    // place, so the owner at a new place waits too (at a known place they do not: next test).
    h.clock.advance(30 * MINUTE);
    expect((await guessFromEveryAddress()).every((c) => c === "RATE_LIMITED")).toBe(true);
    expect((await thrown(h.auth.signIn("office@college.example", PASSWORD, "192.0.2.50"))).code).toBe("RATE_LIMITED");

    // After the hour, the next allowance, and the owner at a new place gets in again.
    h.clock.advance(31 * MINUTE);
    expect((await h.auth.signIn("office@college.example", PASSWORD, "192.0.2.50")).account.id).toBe(admin.id);
    const later = await guessFromEveryAddress();
    expect(later.filter((c) => c === "UNAUTHENTICATED")).toHaveLength(allowance);
  });

  it("lets the owner in from an address with no failures while a few addresses keep guessing", async () => {
    const attackers = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
    let checked = 0;
    for (let round = 0; round < 12; round++) {
      const answers = await Promise.all(attackers.map((address) => thrown(h.auth.signIn("office@college.example", "guess", address))));
      checked += answers.filter((e) => e.code === "UNAUTHENTICATED").length;
      h.clock.advance(5 * MINUTE);
      if (round === 6) {
        // At home, an address that has made no failed attempt.
        expect((await h.auth.signIn("office@college.example", PASSWORD, "192.0.2.50")).account.id).toBe(admin.id);
      }
    }
    // In that hour the guessers got one check per address and the shared allowance of 5.
    expect(checked).toBe(attackers.length + ACCOUNT_LIMIT.attempts);
    // Another new address, and the home address again after a typing mistake there.
    expect((await h.auth.signIn("office@college.example", PASSWORD, "192.0.2.51")).token).toBeTruthy();
    await thrown(h.auth.signIn("office@college.example", "typo", "192.0.2.50"));
    expect((await h.auth.signIn("office@college.example", PASSWORD, "192.0.2.50")).token).toBeTruthy();
  });

  it("keeps the owner's known address open even when new addresses have used up both allowances", async () => {
    const office = "192.0.2.10";
    await h.auth.signIn("office@college.example", PASSWORD, office);
    for (let i = 0; i < 30; i++) await thrown(h.auth.signIn("office@college.example", "guess", `203.0.113.${i + 1}`));
    expect((await thrown(h.auth.signIn("office@college.example", PASSWORD, "192.0.2.99"))).code).toBe("RATE_LIMITED");
    expect((await h.auth.signIn("office@college.example", PASSWORD, office)).token).toBeTruthy();
    // The office is remembered for 30 days after the last sign-in there.
    h.clock.advance(29 * 24 * 60 * MINUTE);
    for (let i = 0; i < 30; i++) await thrown(h.auth.signIn("office@college.example", "guess", `203.0.113.${i + 1}`));
    expect((await h.auth.signIn("office@college.example", PASSWORD, office)).token).toBeTruthy();
  });

  it("treats an unknown e-mail like a real one, and counts e-mails of any length", async () => {
    for (const email of ["nobody@college.example", `${"n".repeat(5000)}@college.example`]) {
      for (let i = 0; i < 5; i++) {
        expect(await thrown(h.auth.signIn(email, "wrong", "198.51.100.20"))).toMatchObject({ code: "UNAUTHENTICATED", message: WRONG });
      }
      expect((await thrown(h.auth.signIn(email, "wrong", "198.51.100.20"))).code).toBe("RATE_LIMITED");
      h.clock.advance(16 * MINUTE);
    }
    // Neither e-mail nor address is stored, only hashes.
    const rows = await h.dataSource.getRepository(SignInAttempt).find();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^[a-z-]+:[0-9a-f]{32}(:[0-9a-f]{32})?$/);
      expect(row.key).not.toContain("college");
    }
  });

  it("shares the count between service instances (as between servers)", async () => {
    const other = createAuthService(h.dataSource, h.config, { now: () => h.clock.now });
    for (let i = 0; i < 5; i++) {
      await thrown((i % 2 ? h.auth : other).signIn("office@college.example", "wrong", IP));
    }
    expect((await thrown(other.signIn("office@college.example", PASSWORD, IP))).code).toBe("RATE_LIMITED");
  });

  it("counts guesses arriving at the same moment: no more checks than the limit", async () => {
    const other = createAuthService(h.dataSource, h.config, { now: () => h.clock.now });
    const attempts = Array.from({ length: 40 }, (_, i) => thrown((i % 2 ? h.auth : other).signIn("office@college.example", `wrong ${i}`, IP)));
    const codes = (await Promise.all(attempts)).map((e) => e.code);
    expect(codes.filter((c) => c === "UNAUTHENTICATED")).toHaveLength(5);
    expect(codes.filter((c) => c === "RATE_LIMITED")).toHaveLength(35);
    expect((await thrown(h.auth.signIn("office@college.example", PASSWORD, IP))).code).toBe("RATE_LIMITED");
  });

  it("signs in several browsers at once from one address (checks still running are waited for)", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => h.auth.signIn("office@college.example", PASSWORD, IP)));
    expect(new Set(results.map((r) => r.token)).size).toBe(8);
  });

  it("refuses at once when no check is running", async () => {
    for (let i = 0; i < 5; i++) await thrown(h.auth.signIn("office@college.example", "wrong", IP));
    const started = Date.now();
    expect((await thrown(h.auth.signIn("office@college.example", PASSWORD, IP))).code).toBe("RATE_LIMITED");
    expect(Date.now() - started).toBeLessThan(MAX_WAIT_MS / 2);
  });

  it("gives a unit back only to the window it was taken from", async () => {
    const limiter = createSignInLimiter(h.dataSource, () => h.clock.now);
    const early = await limiter.reserve("office@college.example", IP);
    h.clock.advance(16 * MINUTE);
    // A new window for the address: 20 checks in it.
    for (let i = 0; i < 20; i++) await limiter.reserve(`guess${i}@college.example`, IP);
    // The early sign-in succeeds late: its unit belonged to the old window, the new one stays full.
    await limiter.succeeded(early);
    expect(await thrown(limiter.reserve("another@college.example", IP))).toMatchObject({
      code: "RATE_LIMITED",
      message: ADDRESS_LIMITED_MESSAGE,
    });
  });

  it("asks for both fields before checking anything", async () => {
    expect(await thrown(h.auth.signIn("  ", PASSWORD, IP))).toMatchObject({ code: "BAD_USER_INPUT", field: "email" });
    expect(await thrown(h.auth.signIn("office@college.example", "", IP))).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "password",
    });
  });

  it("ends the session on sign-out", async () => {
    const { token } = await h.auth.signIn("office@college.example", PASSWORD, IP);
    const actor = await h.auth.actorFromToken(token, { ip: IP });
    await h.auth.signOut(actor);
    expect((await h.auth.actorFromToken(token, { ip: IP })).kind).toBe("anonymous");
    await h.auth.signOut(anonymous(IP)); // harmless
  });

  it("refuses and deletes an expired session", async () => {
    const { token } = await h.auth.signIn("office@college.example", PASSWORD, IP);
    h.clock.advance(h.config.SESSION_DAYS * 24 * 60 * MINUTE - 1000);
    expect((await h.auth.actorFromToken(token, { ip: IP })).kind).toBe("admin");
    h.clock.advance(2000);
    expect((await h.auth.actorFromToken(token, { ip: IP })).kind).toBe("anonymous");
    expect(await h.dataSource.getRepository(AdminSession).count()).toBe(0);
  });

  it("writes lastSeenAt at most once a minute", async () => {
    const { token } = await h.auth.signIn("office@college.example", PASSWORD, IP);
    const sessions = h.dataSource.getRepository(AdminSession);
    const start = h.clock.now.getTime();
    h.clock.advance(30 * 1000);
    await h.auth.actorFromToken(token, { ip: IP });
    expect((await sessions.findOneByOrFail({}))!.lastSeenAt.getTime()).toBe(start);
    h.clock.advance(31 * 1000);
    await h.auth.actorFromToken(token, { ip: IP });
    expect((await sessions.findOneByOrFail({}))!.lastSeenAt.getTime()).toBe(start + 61 * 1000);
  });

  it("refuses account management without an administrator", async () => {
    for (const call of [
      h.auth.listAdmins(anonymous(IP)),
      h.auth.createAdmin(anonymous(IP), { email: "x@college.example", password: PASSWORD }),
      h.auth.deleteAdmin(anonymous(IP), admin.id),
      h.auth.resetPassword(anonymous(IP), admin.id, "another good password"),
      h.auth.changeOwnPassword(anonymous(IP), PASSWORD, "another good password"),
    ]) {
      expect((await thrown(call)).code).toBe("UNAUTHENTICATED");
    }
  });

  it("names the field when a new administrator is refused", async () => {
    const actor = await signInAs();
    expect(await thrown(h.auth.createAdmin(actor, { email: "OFFICE@college.example", password: "another good password" }))).toMatchObject({
      code: "CONFLICT",
      field: "email",
      message: "An administrator with this e-mail already exists.",
    });
    expect(await thrown(h.auth.createAdmin(actor, { email: "not-an-email", password: PASSWORD }))).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "email",
    });
    const weak = await thrown(h.auth.createAdmin(actor, { email: "clerk@college.example", password: "short" }));
    expect(weak).toMatchObject({ code: "BAD_USER_INPUT", field: "password" });
    expect(weak.message).toMatch(/at least 10 characters/);

    const created = await h.auth.createAdmin(actor, { email: "clerk@college.example", password: "clerk's own password" });
    expect(created.displayName).toBe("clerk");
    expect((await h.auth.listAdmins(actor)).map((a) => a.email)).toEqual(["clerk@college.example", "office@college.example"]);
  });

  it("never deletes the last administrator, nor the one signed in", async () => {
    expect(await thrown(h.auth.deleteAdmin(SYSTEM, admin.id))).toMatchObject({
      code: "CONFLICT",
      message: "There must always be at least one administrator.",
    });
    const actor = await signInAs();
    const clerk = await h.auth.createAdmin(actor, { email: "clerk@college.example", password: "clerk's own password" });
    expect((await thrown(h.auth.deleteAdmin(actor, admin.id))).code).toBe("FORBIDDEN");
    expect((await thrown(h.auth.deleteAdmin(actor, 9999))).code).toBe("NOT_FOUND");

    const clerkToken = (await h.auth.signIn("clerk@college.example", "clerk's own password", IP)).token;
    await h.auth.deleteAdmin(actor, clerk.id);
    expect((await h.auth.actorFromToken(clerkToken, { ip: IP })).kind).toBe("anonymous");
    expect(await h.dataSource.getRepository(AdminAccount).count()).toBe(1);
  });

  it("resetPassword ends all of that account's sessions and forgets its failed sign-ins", async () => {
    const actor = await signInAs();
    await h.auth.createAdmin(actor, { email: "clerk@college.example", password: "clerk's own password" });
    const clerkToken = (await h.auth.signIn("clerk@college.example", "clerk's own password", IP)).token;
    const clerk = await h.auth.actorFromToken(clerkToken, { ip: IP });
    if (clerk.kind !== "admin") throw new Error("clerk should be signed in");
    for (let i = 0; i < 5; i++) await thrown(h.auth.signIn("clerk@college.example", "wrong", "198.51.100.9"));
    expect((await thrown(h.auth.signIn("clerk@college.example", "clerk's own password", "198.51.100.9"))).code).toBe("RATE_LIMITED");

    expect(await thrown(h.auth.resetPassword(actor, clerk.accountId, "short"))).toMatchObject({ field: "newPassword" });
    expect((await thrown(h.auth.resetPassword(actor, admin.id, "a fresh good password"))).code).toBe("FORBIDDEN");
    await h.auth.resetPassword(actor, clerk.accountId, "a fresh good password");

    expect((await h.auth.actorFromToken(clerkToken, { ip: IP })).kind).toBe("anonymous");
    expect((await h.auth.actorFromToken((await h.auth.signIn("office@college.example", PASSWORD, IP)).token, { ip: IP })).kind).toBe("admin");
    expect(await thrown(h.auth.signIn("clerk@college.example", "clerk's own password", IP))).toMatchObject({ message: WRONG });
    expect((await h.auth.signIn("clerk@college.example", "a fresh good password", IP)).token).toBeTruthy();
    // The address that had 5 failures for the clerk may sign in at once with the new password.
    expect((await h.auth.signIn("clerk@college.example", "a fresh good password", "198.51.100.9")).token).toBeTruthy();
  });

  it("changeOwnPassword checks the current password and keeps only this session", async () => {
    const here = await signInAs();
    const elsewhereToken = (await h.auth.signIn("office@college.example", PASSWORD, "198.51.100.9")).token;

    expect(await thrown(h.auth.changeOwnPassword(here, "not it", "a fresh good password"))).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "currentPassword",
    });
    expect(await thrown(h.auth.changeOwnPassword(here, PASSWORD, "tiny"))).toMatchObject({ field: "newPassword" });
    await h.auth.changeOwnPassword(here, PASSWORD, "a fresh good password");

    expect((await h.auth.actorFromToken(elsewhereToken, { ip: IP })).kind).toBe("anonymous");
    expect(here.kind === "admin" && (await h.auth.actorFromToken(undefined, { ip: IP })).kind).toBe("anonymous");
    const sessions = await h.dataSource.getRepository(AdminSession).find();
    expect(sessions.map((s) => s.id)).toEqual([here.kind === "admin" ? here.sessionId : ""]);
    expect((await h.auth.signIn("office@college.example", "a fresh good password", IP)).token).toBeTruthy();
  });
});

// Each test hashes and checks passwords with argon2 on a fresh database: seconds of CPU on a
// machine busy with the other suites, past the unit project's 5 s default.
describe("first administrator", { timeout: 20_000 }, () => {
  let h: Harness | undefined;
  afterEach(async () => {
    if (h) await closeHarness(h);
    h = undefined;
  });

  it("is created once, with a generated password printed by the caller", async () => {
    h = await openHarness();
    const first = await h.auth.ensureFirstAdmin();
    expect(first).toMatchObject({ created: true, email: "admin@college.example" });
    expect(passwordProblem(first.generatedPassword!)).toBeNull();
    expect(await h.auth.ensureFirstAdmin()).toEqual({ created: false });
    expect(await h.dataSource.getRepository(AdminAccount).count()).toBe(1);
    expect((await h.auth.signIn("admin@college.example", first.generatedPassword!, IP)).token).toBeTruthy();
  });

  it("takes ADMIN_EMAIL and ADMIN_PASSWORD when given", async () => {
    h = await openHarness({ ADMIN_EMAIL: "Principal@College.Example", ADMIN_PASSWORD: "principal's password" });
    expect(await h.auth.ensureFirstAdmin()).toEqual({ created: true, email: "principal@college.example" });
    expect((await h.auth.signIn("principal@college.example", "principal's password", IP)).token).toBeTruthy();
  });

  it("uses ADMIN_EMAIL alone with a generated password", async () => {
    h = await openHarness({ ADMIN_EMAIL: "head@college.example" });
    const first = await h.auth.ensureFirstAdmin();
    expect(first.email).toBe("head@college.example");
    expect(first.generatedPassword).toBeTruthy();
  });
});

describe("cookie options", () => {
  it("are HttpOnly, SameSite=Lax, Secure only when configured", () => {
    const expires = new Date("2026-11-27T10:00:00Z");
    const plain = loadConfig({ NODE_ENV: "test" });
    const secure = loadConfig({ NODE_ENV: "test", SECURE_COOKIES: "true" });
    expect(sessionCookieOptions(plain, expires)).toEqual({ httpOnly: true, sameSite: "lax", secure: false, path: "/", expires });
    expect(sessionCookieOptions(secure, expires).secure).toBe(true);
    expect(clearCookieOptions(secure)).toEqual({ httpOnly: true, sameSite: "lax", secure: true, path: "/" });
  });
});
