import type { Language } from "../content/languages.js";
import { renderMessage, type MessageParams } from "../messages/catalogue.js";

// The rule for new passwords, without the hashing library: the server and the admin panel's
// forms apply it, and each words its answer from the server's catalogue (messages/) in its
// own language.

export const MIN_PASSWORD_LENGTH = 10;
/** Longer input is refused outright, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 200;

type PasswordProblemKey = "passwordTooShort" | "passwordTooLong" | "passwordOneCharacter" | "passwordIsEmail";

/** A problem of a new password: the catalogue entry that words it, and its parameters. */
export type PasswordProblem = { [K in PasswordProblemKey]: { key: K; params: MessageParams<K> } }[PasswordProblemKey];

/** Why a new password is not acceptable, or null when it is fine. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { key: "passwordTooShort", params: { min: MIN_PASSWORD_LENGTH } };
  if (password.length > MAX_PASSWORD_LENGTH) return { key: "passwordTooLong", params: { max: MAX_PASSWORD_LENGTH } };
  if (new Set(password).size === 1) return { key: "passwordOneCharacter", params: {} };
  const lowered = password.trim().toLowerCase();
  if (email && (lowered === email.trim().toLowerCase() || lowered === email.split("@")[0]?.toLowerCase())) {
    return { key: "passwordIsEmail", params: {} };
  }
  return null;
}

/** A password problem in words, in `language`. */
export function passwordProblemText(problem: PasswordProblem, language: Language): string {
  return renderMessage(language, problem.key, problem.params as never);
}
