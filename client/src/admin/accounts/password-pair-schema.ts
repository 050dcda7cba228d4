import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "../../../../server/src/auth/password-rule.js";

// The zod rules of the panel's password forms: each is its own fields plus the one pair of a new
// password typed twice (PASSWORD_PAIR), checked by the server's own rule for a new password
// (against the e-mail, when known) and then for being the same twice (passwordPairRule).

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few words together are easy to remember and hard to guess.`;
const SAME_TWICE = "The two passwords are not the same. Please type the same password in both boxes.";

/** The pair's two fields, spread into a password form's object. */
export const PASSWORD_PAIR = { newPassword: z.string(), repeatPassword: z.string() };
export type PasswordPairField = keyof typeof PASSWORD_PAIR;
type PairValues = Record<PasswordPairField, string> & Record<string, unknown>;

/** The pair's rule, checked with the e-mail `emailOf` gives (the password may not be made of it). */
function passwordPairRule(emailOf: (values: PairValues) => string | undefined) {
  return (values: PairValues, ctx: z.RefinementCtx) => {
    const problem = values.newPassword ? passwordProblem(values.newPassword, emailOf(values)) : "Please type the new password.";
    if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
    else if (values.repeatPassword !== values.newPassword) ctx.addIssue({ code: "custom", path: ["repeatPassword"], message: SAME_TWICE });
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const addAdminSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, "Please type the new administrator's e-mail address.")
      .regex(EMAIL_PATTERN, "This is not a valid e-mail address. It should look like name@college.example."),
    displayName: z.string().trim().max(100, "The name may have at most 100 characters."),
    ...PASSWORD_PAIR,
  })
  .superRefine(passwordPairRule((values) => String(values.email)));
export type AddAdminValues = z.input<typeof addAdminSchema>;

export const resetPasswordSchema = z.object(PASSWORD_PAIR).superRefine(passwordPairRule(() => undefined));
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export function myPasswordSchema(email: string) {
  return z
    .object({ currentPassword: z.string().min(1, "Please type your current password."), ...PASSWORD_PAIR })
    .superRefine(passwordPairRule(() => email));
}
export type MyPasswordValues = z.input<ReturnType<typeof myPasswordSchema>>;
