// The rule for new passwords, without the hashing library: the server and the admin panel's
// forms apply the same words.

export const MIN_PASSWORD_LENGTH = 10;
/** Longer input is refused outright, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 200;

/** The reason a new password is not acceptable, or null when it is fine. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  if (new Set(password).size === 1) {
    return "The password must not be one character repeated. Mix letters, numbers or words.";
  }
  const lowered = password.trim().toLowerCase();
  if (email && (lowered === email.trim().toLowerCase() || lowered === email.split("@")[0]?.toLowerCase())) {
    return "The password must not be the e-mail address. Choose something else.";
  }
  return null;
}
