import type { CookieOptions } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { AdminAccount } from "../db/entities/index.js";
import { anonymous, isPrivileged, type Actor, type Authority, type RequestOrigin } from "../base/actor.js";
import type { AuditRecorder } from "../base/audit.js";
import { AppError, badField, signInRequired, wordedError } from "../base/errors.js";
import { generatePassword, hashNeedsUpgrade, hashPassword, passwordProblem, passwordProblemText, verifyAgainstDummy, verifyPassword } from "./password.js";
import { createSignInLimiter } from "./rate-limit.js";
import { createSessionStore, type SessionPending } from "./sessions.js";
import type { SecondFactorState, SecondFactorStore } from "./second-factor-store.js";
import { qrCodeSvg, totpAddress } from "./totp.js";
import { isUniqueViolation } from "../db/transaction.js";
import { isEmailAddress } from "../content/kinds/rules.js";
import { authorityFromColumns, reachToColumns, requireAdministrator } from "./roles.js";
import { changeKeepingAnAdministrator, checkRoleInput, createRoleChanger, describeAuthority, type RoleInput } from "./role-change.js";

// Administrator accounts, sign-in and sessions. Both transports (GraphQL and the legacy shim)
// and the `npm run admin` command go through this one service.

export const SESSION_COOKIE = "gp_session";
export const DEFAULT_FIRST_ADMIN_EMAIL = "admin@college.example";

const EMAIL_MAX = 254;
const DISPLAY_NAME_MAX = 100;

/** What the API shows of an account: never the password hash; a name even when none was given. */
export type AdminAccountView = Pick<AdminAccount, "id" | "email" | "createdAt" | "updatedAt"> & { displayName: string; authority: Authority };

export interface NewAdminInput {
  email: string;
  password: string;
  displayName?: string | null;
  /** Without it, an administrator (as every account made before roles). */
  role?: RoleInput;
}

export interface SignInResult {
  token: string;
  expiresAt: Date;
  account: AdminAccountView;
  /** Not yet a full sign-in: the second factor's code is awaited, or must be set up first. */
  pending: SessionPending | null;
}

/** What the Two-step sign-in screen shows of the signed-in account. */
export interface SecondFactorStatus {
  state: SecondFactorState;
  requiredBySite: boolean;
  recoveryCodesLeft: number;
}

/** What setting up shows once: the secret in base32, the otpauth:// address and its QR code (SVG). */
export interface SecondFactorSetup {
  secret: string;
  address: string;
  qrCodeSvg: string;
}

/** The second factors and the site's rule about them (compose.ts gives them). */
export interface SecondFactorOptions {
  store: SecondFactorStore;
  /** Whether the site setting requires a second factor for this account. */
  requiredFor: (account: AdminAccountView) => Promise<boolean>;
  /** The name an authenticator app shows above the code (the institute's). */
  issuer: () => Promise<string>;
}

export interface AuthService {
  /** The actor for a request: an administrator when the cookie holds a live session. */
  actorFromToken(token: string | undefined, origin: RequestOrigin): Promise<Actor>;
  /**
   * Throws AppError RATE_LIMITED or UNAUTHENTICATED with a message for the person signing in.
   * For an account with a second factor the session made is pending (the code is asked next);
   * with `canAskSecondStep` false (connection.php) such an account is refused instead.
   */
  signIn(email: string, password: string, ip: string, userAgent?: string, canAskSecondStep?: boolean): Promise<SignInResult>;
  /** The second step of a pending sign-in (`token`, its cookie): a TOTP code or a recovery code. Its own attempt limits. */
  signInSecondStep(token: string | undefined, code: string, ip: string, userAgent?: string): Promise<SignInResult>;
  secondFactorStatus(actor: Actor): Promise<SecondFactorStatus>;
  /** Whether each account has a second factor on (the accounts list). */
  accountsWithSecondFactor(actor: Actor): Promise<Set<number>>;
  beginSecondFactor(actor: Actor): Promise<SecondFactorSetup>;
  /** Turns the factor on with its first code; the ten recovery codes, shown once. Ends the account's other sessions. */
  confirmSecondFactor(actor: Actor, code: string): Promise<string[]>;
  turnOffSecondFactor(actor: Actor, password: string): Promise<void>;
  renewRecoveryCodes(actor: Actor, password: string): Promise<string[]>;
  /** Removes another account's second factor (a lost phone) and ends its sessions. */
  resetSecondFactor(actor: Actor, id: number): Promise<void>;
  signOut(actor: Actor): Promise<void>;
  /** Sign-ins refused since the start (the metrics read it): a wrong e-mail or password, or a sign-in limit. */
  signInRefusals(): Readonly<{ wrongCredentials: number; rateLimited: number }>;
  /** Passwords checked against a hash since the start (the metrics read it): argon2's costly runs, which the sign-in limits keep down. */
  passwordChecks(): number;
  me(actor: Actor): Promise<AdminAccountView | null>;
  listAdmins(actor: Actor): Promise<AdminAccountView[]>;
  createAdmin(actor: Actor, input: NewAdminInput): Promise<AdminAccountView>;
  deleteAdmin(actor: Actor, id: number): Promise<void>;
  /** Ends the account's other sessions; the current one stays signed in. */
  changeOwnPassword(actor: Actor, currentPassword: string, newPassword: string): Promise<void>;
  /** Sets another account's role and reach; recorded in the audit log. */
  setRole(actor: Actor, id: number, input: RoleInput): Promise<AdminAccountView>;
  /** Sets another administrator's password and ends all of that account's sessions. */
  resetPassword(actor: Actor, id: number, newPassword: string): Promise<void>;
  /** On an empty database, creates the first administrator (see README: ADMIN_EMAIL/ADMIN_PASSWORD). */
  ensureFirstAdmin(): Promise<{ created: boolean; email?: string; generatedPassword?: string }>;
}

export interface AuthServiceOptions {
  /** The clock; tests move it forward to see sign-in limits and sessions expire. */
  now?: () => Date;
  /** Where sign-ins, sign-outs, password changes and account changes are recorded. */
  audit?: AuditRecorder;
  /** Two-step sign-in; without it (the command line) no second step is asked. */
  secondFactors?: SecondFactorOptions;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Throws the rule's refusal (BAD_USER_INPUT on `field`) for a new password it does not allow. */
export function checkNewPassword(password: string, email: string, field = "password"): void {
  const problem = passwordProblem(password ?? "", email);
  if (problem) throw wordedError("BAD_USER_INPUT", problem.key, problem.params as never, field);
}

export function toAccountView(account: AdminAccount): AdminAccountView {
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName || account.email.split("@")[0],
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    authority: authorityFromColumns(account.role, account.reachDepartments, account.reachTypes),
  };
}

/**
 * The session cookie's options. It is Secure when SECURE_COOKIES says the site is served over
 * HTTPS, or when this request came over HTTPS (directly, or through a proxy TRUST_PROXY believes:
 * Express's req.secure).
 */
export function sessionCookieOptions(config: Config, expiresAt: Date, overHttps = false): CookieOptions {
  return { ...clearCookieOptions(config, overHttps), expires: expiresAt };
}

/** The options res.clearCookie needs to remove the session cookie (they must match the ones set). */
export function clearCookieOptions(config: Config, overHttps = false): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: Boolean(config.SECURE_COOKIES) || overHttps, path: "/" };
}

export function createAuthService(dataSource: DataSource, config: Config, options: AuthServiceOptions = {}): AuthService {
  const now = options.now ?? (() => new Date());
  const accounts = dataSource.getRepository(AdminAccount);
  const sessions = createSessionStore(dataSource, config.SESSION_DAYS, now);
  const limiter = createSignInLimiter(dataSource, now);
  // The second step's counters: the same limits as the password's, counted apart.
  const stepLimiter = createSignInLimiter(dataSource, now, "step-");
  const factors = options.secondFactors;
  const refusals = { wrongCredentials: 0, rateLimited: 0 };
  let passwordChecks = 0;

  /** Checks a password against the account's hash, or against a dummy one when there is no account (the same time taken), and counts the check. */
  function checkPassword(account: AdminAccount | null, password: string): Promise<boolean> {
    passwordChecks += 1;
    return account ? verifyPassword(account.passwordHash, password) : verifyAgainstDummy(password);
  }
  const audit = async (...args: Parameters<AuditRecorder["record"]>) => options.audit?.record(...args);

  const requireAdmin = (actor: Actor) => requireAdministrator(actor, "accounts");
  const requirePanel = (actor: Actor) => {
    if (!isPrivileged(actor)) throw signInRequired();
  };
  const roles = createRoleChanger(dataSource, audit);

  async function findAccount(id: number): Promise<AdminAccount> {
    const account = Number.isSafeInteger(id) ? await accounts.findOneBy({ id }) : null;
    if (!account) throw wordedError("NOT_FOUND", "administratorNotFound", {});
    return account;
  }

  async function setPassword(account: AdminAccount, password: string): Promise<void> {
    const at = now();
    await accounts.update({ id: account.id }, { passwordHash: await hashPassword(password), passwordChangedAt: at });
  }

  function signedInAccount(actor: Actor): Extract<Actor, { kind: "admin" }> {
    if (actor.kind !== "admin") throw signInRequired();
    return actor;
  }

  function secondFactorStore(): SecondFactorStore {
    if (!factors) throw new Error("Two-step sign-in is not available here.");
    return factors.store;
  }

  async function checkOwnPassword(account: AdminAccount, password: string): Promise<void> {
    if (!(await checkPassword(account, password ?? ""))) {
      throw badField("password", "currentPasswordWrong", {});
    }
  }

  /** What a session made now for `account` still lacks. */
  async function pendingFor(account: AdminAccount): Promise<SessionPending | null> {
    if (!factors) return null;
    const state = await factors.store.state(account.id);
    if (state === "on") return "second-step";
    return (await factors.requiredFor(toAccountView(account))) ? "set-up-second-step" : null;
  }

  async function insertAccount(email: string, password: string, displayName: string, authority?: Authority): Promise<AdminAccount> {
    const at = now();
    const account = accounts.create({
      email,
      displayName,
      ...(authority ? { role: authority.role, ...reachToColumns(authority.reach) } : {}),
      passwordHash: await hashPassword(password),
      passwordChangedAt: at,
    });
    try {
      return await accounts.save(account);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw wordedError("CONFLICT", "adminEmailTaken", {}, "email");
      }
      throw error;
    }
  }

  return {
    async actorFromToken(token, origin) {
      const session = await sessions.findActive(token);
      if (!session) return anonymous(origin.ip, origin.userAgent);
      const account = await accounts.findOneBy({ id: session.accountId });
      if (!account) {
        await sessions.remove(session.id);
        return anonymous(origin.ip, origin.userAgent);
      }
      // Awaiting the second step's code: nobody is signed in yet.
      if (session.pending === "second-step") return anonymous(origin.ip, origin.userAgent);
      const setUpFirst = session.pending === "set-up-second-step" ? { setUpSecondStepFirst: true } : {};
      const { authority } = toAccountView(account);
      return { kind: "admin", ...origin, accountId: account.id, email: account.email, sessionId: session.id, authority, ...setUpFirst };
    },

    async signIn(rawEmail, password, ip, userAgent, canAskSecondStep = true) {
      const email = normalizeEmail(rawEmail ?? "");
      if (!email) throw badField("email", "enterEmail", {});
      if (!password) throw badField("password", "enterPassword", {});
      // One unit is taken from each sign-in counter before the password is checked (refused
      // with RATE_LIMITED when one has none left), so guesses sent at once are all counted.
      // E-mails of any length are counted: the limiter stores a hash, not the text.
      const reservation = await limiter.reserve(email, ip).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "RATE_LIMITED") refusals.rateLimited += 1;
        throw error;
      });

      let account: AdminAccount | null = null;
      let passwordOk = false;
      try {
        account = email.length <= EMAIL_MAX ? await accounts.findOneBy({ email }) : null;
        passwordOk = await checkPassword(account, password);
      } finally {
        // The units taken stay taken: they are the failure count.
        if (!account || !passwordOk) await limiter.failed(reservation);
      }
      if (!account || !passwordOk) {
        // The e-mail as typed is recorded (cut short); the password never is.
        refusals.wrongCredentials += 1;
        await audit({ action: "failed-sign-in", actor: anonymous(ip, userAgent), actorLabel: email.slice(0, 254) });
        throw wordedError("UNAUTHENTICATED", "wrongCredentials", {});
      }

      await limiter.succeeded(reservation);
      if (hashNeedsUpgrade(account.passwordHash)) {
        await accounts.update({ id: account.id }, { passwordHash: await hashPassword(password) });
      }
      // Housekeeping rides on sign-ins, which are rare: no timer needed.
      await sessions.purgeExpired();
      await limiter.purgeStale();

      const pending = await pendingFor(account);
      // connection.php cannot ask a second step nor offer a setup screen: refused, whatever the password.
      if (pending && !canAskSecondStep) throw wordedError("FORBIDDEN", "legacyNoSecondStep", {});
      const { token, expiresAt, sessionId } = await sessions.create(account.id, ip, userAgent, pending ?? undefined);
      if (pending !== "second-step") {
        await audit({
          action: "sign-in",
          actor: { kind: "admin", ip, userAgent, accountId: account.id, email: account.email, sessionId, authority: toAccountView(account).authority },
        });
      }
      return { token, expiresAt, account: toAccountView(account), pending };
    },

    async signInSecondStep(token, code, ip, userAgent) {
      const store = secondFactorStore();
      const session = await sessions.findActive(token);
      if (session?.pending !== "second-step") throw wordedError("UNAUTHENTICATED", "secondStepExpired", {});
      const account = await accounts.findOneBy({ id: session.accountId });
      if (!account) throw wordedError("UNAUTHENTICATED", "secondStepExpired", {});
      if (!code?.trim()) throw badField("code", "enterSecondStepCode", {});
      const reservation = await stepLimiter.reserve(account.email, ip).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "RATE_LIMITED") {
          refusals.rateLimited += 1;
          throw wordedError("RATE_LIMITED", "tooManySecondStepCodes", {});
        }
        throw error;
      });
      let used: Awaited<ReturnType<SecondFactorStore["check"]>> = null;
      try {
        used = await store.check(account.id, code, now());
      } finally {
        if (!used) await stepLimiter.failed(reservation);
      }
      if (!used) {
        refusals.wrongCredentials += 1;
        await audit({ action: "failed-sign-in", actor: anonymous(ip, userAgent), actorLabel: account.email, detail: "wrong two-step sign-in code" });
        throw badField("code", "wrongSecondStepCode", {});
      }
      await stepLimiter.succeeded(reservation);
      // A new token for the full sign-in: the pending one is not promoted.
      await sessions.remove(session.id);
      const full = await sessions.create(account.id, ip, userAgent);
      const detail = used === "code" ? "with a two-step code" : `with a recovery code (${await store.recoveryCodesLeft(account.id)} left)`;
      await audit({
        action: "sign-in",
        actor: { kind: "admin", ip, userAgent, accountId: account.id, email: account.email, sessionId: full.sessionId, authority: toAccountView(account).authority },
        detail,
      });
      return { token: full.token, expiresAt: full.expiresAt, account: toAccountView(account), pending: null };
    },

    async secondFactorStatus(actor) {
      const me = signedInAccount(actor);
      const store = secondFactorStore();
      const account = await findAccount(me.accountId);
      return {
        state: await store.state(account.id),
        requiredBySite: await factors!.requiredFor(toAccountView(account)),
        recoveryCodesLeft: await store.recoveryCodesLeft(account.id),
      };
    },

    async accountsWithSecondFactor(actor) {
      requirePanel(actor);
      return factors ? factors.store.accountsWithFactor() : new Set();
    },

    async beginSecondFactor(actor) {
      const me = signedInAccount(actor);
      const store = secondFactorStore();
      if ((await store.state(me.accountId)) === "on") throw wordedError("CONFLICT", "secondStepAlreadyOn", {});
      const secret = await store.begin(me.accountId);
      const address = totpAddress(secret, me.email, await factors!.issuer());
      return { secret, address, qrCodeSvg: await qrCodeSvg(address) };
    },

    async confirmSecondFactor(actor, code) {
      const me = signedInAccount(actor);
      const store = secondFactorStore();
      if (!code?.trim()) throw badField("code", "enterSecondStepCode", {});
      const state = await store.state(me.accountId);
      if (state !== "setting-up") throw wordedError("CONFLICT", state === "on" ? "secondStepAlreadyOn" : "secondStepNotStarted", {});
      const codes = await store.confirm(me.accountId, code, now());
      if (!codes) throw badField("code", "wrongSecondStepCode", {});
      if (me.setUpSecondStepFirst) await sessions.complete(me.sessionId);
      // Other browsers signed in with the password alone sign in again, with the code.
      await sessions.removeForAccount(me.accountId, me.sessionId);
      await audit({ action: "second-factor-on", actor, detail: "own two-step sign-in turned on (10 recovery codes)" });
      return codes;
    },

    async turnOffSecondFactor(actor, password) {
      const me = signedInAccount(actor);
      const store = secondFactorStore();
      const account = await findAccount(me.accountId);
      await checkOwnPassword(account, password);
      const state = await store.state(account.id);
      if (state === "off") throw wordedError("CONFLICT", "secondStepNotOn", {});
      if (state === "on" && (await factors!.requiredFor(toAccountView(account)))) {
        throw wordedError("FORBIDDEN", "secondStepRequiredBySite", {});
      }
      await store.remove(account.id);
      if (state === "on") await audit({ action: "second-factor-off", actor, detail: "own two-step sign-in turned off" });
    },

    async renewRecoveryCodes(actor, password) {
      const me = signedInAccount(actor);
      const account = await findAccount(me.accountId);
      await checkOwnPassword(account, password);
      const codes = await secondFactorStore().renewRecoveryCodes(account.id);
      if (!codes) throw wordedError("CONFLICT", "secondStepNotOn", {});
      await audit({ action: "second-factor-on", actor, detail: "new recovery codes (the old ones no longer work)" });
      return codes;
    },

    async resetSecondFactor(actor, id) {
      requireAdmin(actor);
      if (actor.kind === "admin" && actor.accountId === id) throw wordedError("FORBIDDEN", "ownSecondStepElsewhere", {});
      const account = await findAccount(id);
      if (!(await secondFactorStore().remove(account.id))) throw wordedError("CONFLICT", "secondStepNotOn", {});
      await sessions.removeForAccount(account.id);
      await stepLimiter.clearAccount(account.email);
      await audit({ action: "second-factor-reset", actor, detail: `two-step sign-in of ${account.email} (number ${account.id}) reset` });
    },

    signInRefusals() {
      return refusals;
    },

    passwordChecks() {
      return passwordChecks;
    },

    async signOut(actor) {
      if (actor.kind !== "admin") return;
      await sessions.remove(actor.sessionId);
      await audit({ action: "sign-out", actor });
    },

    async me(actor) {
      if (actor.kind !== "admin") return null;
      const account = await accounts.findOneBy({ id: actor.accountId });
      return account ? toAccountView(account) : null;
    },

    async listAdmins(actor) {
      // Every panel account reads the list (the Trash names who deleted what); only administrators change it.
      requirePanel(actor);
      const rows = await accounts.find({ order: { email: "ASC" } });
      return rows.map(toAccountView);
    },

    async createAdmin(actor, input) {
      requireAdmin(actor);
      const email = normalizeEmail(input.email ?? "");
      if (!email) throw badField("email", "newAdminEmail", {});
      if (email.length > EMAIL_MAX || !isEmailAddress(email)) {
        throw badField("email", "notAnEmailAddress", {});
      }
      checkNewPassword(input.password, email);
      const displayName = (input.displayName ?? "").trim();
      if (displayName.length > DISPLAY_NAME_MAX) {
        throw badField("displayName", "nameTooLong", { max: DISPLAY_NAME_MAX });
      }
      const authority = checkRoleInput(input.role ?? { role: "administrator" });
      // The site is never left without an administrator: the first account is one (npm run admin -- create --role ... on an empty database).
      if (authority.role !== "administrator" && !(await accounts.existsBy({ role: "administrator" }))) {
        throw wordedError("CONFLICT", "firstAccountAdministrator", {}, "role");
      }
      if (await accounts.existsBy({ email })) {
        throw wordedError("CONFLICT", "adminEmailTaken", {}, "email");
      }
      const account = await insertAccount(email, input.password, displayName || email.split("@")[0], authority);
      await audit({ action: "admin-added", actor, detail: `account ${account.email} (number ${account.id}), ${describeAuthority(authority)}` });
      return toAccountView(account);
    },

    async deleteAdmin(actor, id) {
      requireAdmin(actor);
      if (actor.kind === "admin" && actor.accountId === id) {
        throw wordedError("FORBIDDEN", "cannotDeleteYourself", {});
      }
      await changeKeepingAnAdministrator(dataSource, id, false, async (account, repo, manager) => {
        await repo.delete({ id });
        await audit({ action: "admin-removed", actor, detail: `administrator ${account.email} (number ${account.id})` }, manager);
      });
      await sessions.removeForAccount(id);
    },

    async changeOwnPassword(actor, currentPassword, newPassword) {
      if (actor.kind !== "admin") throw signInRequired();
      const account = await findAccount(actor.accountId);
      if (!(await checkPassword(account, currentPassword ?? ""))) {
        throw badField("currentPassword", "currentPasswordWrong", {});
      }
      checkNewPassword(newPassword, account.email, "newPassword");
      if (newPassword === currentPassword) {
        throw badField("newPassword", "samePasswordAgain", {});
      }
      await setPassword(account, newPassword);
      await sessions.removeForAccount(account.id, actor.sessionId);
      await audit({ action: "password-change", actor, detail: "own password" });
    },

    async setRole(actor, id, input) {
      const account = await roles.setRole(actor, id, input);
      // Its open sessions act with the new role from their next request (actorFromToken reads it).
      return toAccountView(account);
    },

    async resetPassword(actor, id, newPassword) {
      requireAdmin(actor);
      if (actor.kind === "admin" && actor.accountId === id) {
        throw wordedError("FORBIDDEN", "ownPasswordElsewhere", {});
      }
      const account = await findAccount(id);
      checkNewPassword(newPassword, account.email, "newPassword");
      await setPassword(account, newPassword);
      await sessions.removeForAccount(account.id);
      await audit({ action: "password-change", actor, detail: `password of ${account.email} (number ${account.id}) reset` });
      // Guesses at the old password no longer matter: the administrator can sign in with the
      // new one straight away, from anywhere.
      await limiter.clearAccount(account.email);
    },

    async ensureFirstAdmin() {
      if ((await accounts.count()) > 0) return { created: false };
      const email = normalizeEmail(config.ADMIN_EMAIL ?? DEFAULT_FIRST_ADMIN_EMAIL);
      const given = config.ADMIN_PASSWORD;
      if (given) {
        const problem = passwordProblem(given, email);
        if (problem) throw new Error(`ADMIN_PASSWORD cannot be used: ${passwordProblemText(problem, "en")}`);
      }
      const password = given ?? generatePassword();
      try {
        await insertAccount(email, password, "Administrator");
      } catch (error) {
        // Another server instance starting at the same moment made it first.
        if (error instanceof AppError && error.code === "CONFLICT") return { created: false };
        throw error;
      }
      return given ? { created: true, email } : { created: true, email, generatedPassword: password };
    },
  };
}
