import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Language } from "../content/languages.js";
import { AdminAccount } from "../db/entities/index.js";
import { anonymous, type RequestOrigin } from "../base/actor.js";
import type { AuditRecorder } from "../base/audit.js";
import { badField, wordedError } from "../base/errors.js";
import { sharedLogger, errorText } from "../base/logger.js";
import { isEmailAddress } from "../content/kinds/rules.js";
import { checkNewPassword, normalizeEmail } from "./auth-service.js";
import { hashPassword } from "./password.js";
import { createPasswordResetStore } from "./password-reset-store.js";
import { createSignInLimiter } from "./rate-limit.js";
import type { ResetMailer } from "./reset-mail.js";
import { createSessionStore } from "./sessions.js";

// Forgotten passwords by e-mail: the Forgot Password page asks for a link, the e-mail carries
// it, and the link's page sets a new password once. Every request gets the same answer whether
// or not an account has the address (the mail is sent after the answer, so not even the time
// tells), and requests are limited per e-mail address and per network address, the same way
// for addresses with and without an account. Without SMTP settings nothing is sent and the page
// says whom to ask.

/** Requests one e-mail address may make per hour (with an account or not). */
export const RESETS_PER_EMAIL_PER_HOUR = 3;
/** Requests one network address may make per hour, over all e-mail addresses. */
export const RESETS_PER_ADDRESS_PER_HOUR = 10;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
/** Where a link leads: the panel's page that sets the password (client: accounts/set-password.tsx); the token after #, so no server or proxy log holds it. */
export const SET_PASSWORD_PATH = "/admin-login/set-password";

export interface ResetRequest extends RequestOrigin {
  email: string;
  /** The language of the page that asked: the e-mail's. */
  language: Language;
  /** The site's address links start with (base/site-address.ts); undefined when unknown (nothing is sent). */
  origin: string | undefined;
}

export interface PasswordResets {
  /** Minutes a link works, or null when no e-mail can be sent (the page then says whom to ask). */
  offer(): number | null;
  /** Sends a link when an account has the address; the same answer either way. Throws RATE_LIMITED past the limits. */
  request(request: ResetRequest): Promise<void>;
  /** Sets the link's account's password and ends its sessions and links. Throws when the link is used, expired or unknown. */
  use(token: string, newPassword: string, origin: RequestOrigin): Promise<void>;
  /** The mails still being sent (tests and a stopping server wait for them). */
  settled(): Promise<void>;
}

/** A counter per key and window that throws RATE_LIMITED when full (services/submission-quota.ts). */
export interface ResetQuota {
  reserveKey(key: string): Promise<void>;
}

export interface PasswordResetOptions {
  mailer: ResetMailer | null;
  /** RESETS_PER_EMAIL_PER_HOUR and RESETS_PER_ADDRESS_PER_HOUR, counted in the database (compose.ts makes them). */
  quotas: { perEmail: ResetQuota; perAddress: ResetQuota };
  audit: AuditRecorder;
  /** The institute's name, in the mail. */
  siteName: () => Promise<string>;
}

const emailKey = (email: string) => `reset-email:${createHash("sha256").update(email).digest("hex").slice(0, 32)}`;

export function createPasswordResets(dataSource: DataSource, config: Config, options: PasswordResetOptions): PasswordResets {
  const { mailer, audit } = options;
  const now = config.now;
  const minutes = config.PASSWORD_RESET_MINUTES;
  const accounts = dataSource.getRepository(AdminAccount);
  const links = createPasswordResetStore(dataSource, now);
  const sessions = createSessionStore(dataSource, config.SESSION_DAYS, now);
  const signInLimiter = createSignInLimiter(dataSource, now);
  const { perEmail, perAddress } = options.quotas;
  const sending = new Set<Promise<void>>();

  /** Sends after the answer: a slow or failing mail server neither delays nor changes it. */
  function sendLater(work: () => Promise<void>): void {
    const done = work()
      .catch((error: unknown) => sharedLogger().error(`A password-reset e-mail could not be sent: ${errorText(error)}`))
      .finally(() => sending.delete(done));
    sending.add(done);
  }

  return {
    offer: () => (mailer ? minutes : null),

    async request({ email: rawEmail, language, origin, ip, userAgent }) {
      if (!mailer) throw wordedError("FORBIDDEN", "noResetByEmail", {});
      const email = normalizeEmail(rawEmail ?? "");
      if (!email) throw badField("email", "enterEmail", {});
      if (email.length > 254 || !isEmailAddress(email)) throw badField("email", "notAnEmailAddress", {});
      await perAddress.reserveKey(`reset-ip:${ip}`);
      await perEmail.reserveKey(emailKey(email));
      await links.purgeExpired();
      const account = await accounts.findOneBy({ email });
      const actor = anonymous(ip, userAgent);
      if (!account || !origin) {
        const why = account ? "the site's address is unknown (set PUBLIC_URL): nothing sent" : "no account has this e-mail: nothing sent";
        if (account) sharedLogger().warn("A password-reset link was asked for, but the site's address is unknown: set PUBLIC_URL so that links can be sent.");
        await audit.record({ action: "password-reset-requested", actor, actorLabel: email, detail: why });
        return;
      }
      const token = await links.create(account.id, minutes);
      await audit.record({ action: "password-reset-requested", actor, actorLabel: email, detail: `link sent by e-mail (works ${minutes} minutes)` });
      const link = `${origin}${SET_PASSWORD_PATH}#${token}`;
      sendLater(async () => mailer.send({ to: account.email, link, minutes, language, site: await options.siteName() }));
    },

    async use(token, newPassword, { ip, userAgent }) {
      const accountId = await links.find(token);
      const account = accountId === null ? null : await accounts.findOneBy({ id: accountId });
      if (!account) throw wordedError("NOT_FOUND", "resetLinkNotValid", {});
      // Checked before the link is used up: a password the rule refuses lets the clerk try another.
      checkNewPassword(newPassword, account.email, "newPassword");
      if (!(await links.consume(token))) throw wordedError("NOT_FOUND", "resetLinkNotValid", {});
      await accounts.update({ id: account.id }, { passwordHash: await hashPassword(newPassword), passwordChangedAt: now() });
      await sessions.removeForAccount(account.id);
      await links.removeForAccount(account.id);
      await signInLimiter.clearAccount(account.email);
      await audit.record({
        action: "password-reset-used",
        actor: anonymous(ip, userAgent),
        actorLabel: account.email,
        detail: "password set with an e-mailed link; every sign-in of the account ended",
      });
    },

    settled: async () => {
      await Promise.all([...sending]);
    },
  };
}
