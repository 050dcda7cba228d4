import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordProblem, passwordProblemText } from "../../../../server/src/auth/password-rule.js";
import { messagesIn } from "../../../../server/src/messages/catalogue.js";
import { adminLanguage } from "../../messages/admin-language.js";
import { adminShellMessages } from "../../messages/admin-shell.js";

// The zod rules of the panel's password forms: each is its own fields plus the one pair of a new
// password typed twice (PASSWORD_PAIR), checked by the server's own rule for a new password
// (against the e-mail, when known) and then for being the same twice (passwordPairRule). Every
// message is read when a form is checked, in the panel's language then: the server's words
// (messages/) where the server says the same, the panel's own otherwise.

/** The hint under a new password, in the panel's language now. */
export const passwordHint = () => adminShellMessages.passwordChecks.hint(MIN_PASSWORD_LENGTH);
const serverWords = () => messagesIn(adminLanguage());

/** The pair's two fields, spread into a password form's object. */
export const PASSWORD_PAIR = { newPassword: z.string(), repeatPassword: z.string() };
export type PasswordPairField = keyof typeof PASSWORD_PAIR;
type PairValues = Record<PasswordPairField, string> & Record<string, unknown>;

/** The pair's rule, checked with the e-mail `emailOf` gives (the password may not be made of it). */
function passwordPairRule(emailOf: (values: PairValues) => string | undefined) {
  return (values: PairValues, ctx: z.RefinementCtx) => {
    const words = adminShellMessages.passwordChecks;
    const problem = values.newPassword ? passwordProblem(values.newPassword, emailOf(values)) : null;
    const message = !values.newPassword ? words.typeNew : problem && passwordProblemText(problem, adminLanguage());
    if (message) ctx.addIssue({ code: "custom", path: ["newPassword"], message });
    else if (values.repeatPassword !== values.newPassword) ctx.addIssue({ code: "custom", path: ["repeatPassword"], message: words.notSameTwice });
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const addAdminSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, { error: () => serverWords().newAdminEmail({}) })
      .regex(EMAIL_PATTERN, { error: () => serverWords().notAnEmailAddress({}) }),
    displayName: z
      .string()
      .trim()
      .max(100, { error: () => serverWords().nameTooLong({ max: 100 }) }),
    ...PASSWORD_PAIR,
  })
  .superRefine(passwordPairRule((values) => String(values.email)));
export type AddAdminValues = z.input<typeof addAdminSchema>;

export const resetPasswordSchema = z.object(PASSWORD_PAIR).superRefine(passwordPairRule(() => undefined));
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export function myPasswordSchema(email: string) {
  return z
    .object({ currentPassword: z.string().min(1, { error: () => adminShellMessages.passwordChecks.typeCurrent }), ...PASSWORD_PAIR })
    .superRefine(passwordPairRule(() => email));
}
export type MyPasswordValues = z.input<ReturnType<typeof myPasswordSchema>>;
