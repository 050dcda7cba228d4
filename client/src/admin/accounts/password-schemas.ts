import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "../../../../server/src/auth/password-rule.js";

// The zod rules of the panel's password forms: the server's own rule for a new password, and
// the same password typed twice.

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few words together are easy to remember and hard to guess.`;
const SAME_TWICE = "The two passwords are not the same. Please type the same password in both boxes.";

/** A new password typed twice (fields newPassword and repeatPassword), checked against the e-mail when known. */
function newPasswordRules(email: (values: Record<string, string>) => string | undefined) {
  return (values: Record<string, string>, ctx: z.RefinementCtx) => {
    const problem = values.newPassword ? passwordProblem(values.newPassword, email(values)) : "Please type the new password.";
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
    newPassword: z.string(),
    repeatPassword: z.string(),
  })
  .superRefine(newPasswordRules((values) => values.email));
export type AddAdminValues = z.input<typeof addAdminSchema>;

export const resetPasswordSchema = z.object({ newPassword: z.string(), repeatPassword: z.string() }).superRefine(newPasswordRules(() => undefined));
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export function myPasswordSchema(email: string) {
  return z
    .object({
      currentPassword: z.string().min(1, "Please type your current password."),
      newPassword: z.string(),
      repeatPassword: z.string(),
    })
    .superRefine(newPasswordRules(() => email));
}
export type MyPasswordValues = z.input<ReturnType<typeof myPasswordSchema>>;
