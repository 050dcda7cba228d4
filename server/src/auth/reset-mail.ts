import nodemailer from "nodemailer";
import type { Config } from "../config.js";
import type { Language } from "../content/languages.js";
import { renderMessage } from "../messages/catalogue.js";

// The e-mail that carries a forgotten-password link, sent through the SMTP server the settings
// name (SMTP_HOST...). Its words are the server's catalogue entries (messages/), in the
// language of the page that asked for it.

export interface ResetLetter {
  to: string;
  /** The whole link, token included. */
  link: string;
  minutes: number;
  language: Language;
  /** The institute's name, for the subject and the greeting. */
  site: string;
}

export interface ResetMailer {
  send(letter: ResetLetter): Promise<void>;
}

/** The mailer the settings describe, or null when SMTP_HOST is empty (no e-mail is sent). */
export function resetMailerFromConfig(config: Config): ResetMailer | null {
  if (!config.SMTP_HOST) return null;
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: Boolean(config.SMTP_SECURE),
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
    // A mail server that does not answer must not hold a request's work for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(letter) {
      const params = { site: letter.site, link: letter.link, minutes: letter.minutes };
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: letter.to,
        subject: renderMessage(letter.language, "resetMailSubject", params),
        text: renderMessage(letter.language, "resetMailText", params),
      });
    },
  };
}
