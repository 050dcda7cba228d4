import { clearCookieOptions, SESSION_COOKIE, sessionCookieOptions, type AdminAccountView, type SignInResult } from "../auth/auth-service.js";
import { wordedError } from "../base/errors.js";
import { currentMessageLanguage } from "../http/message-language.js";
import { parseId } from "./args.js";
import type { GraphQLContext, ResolverMap } from "./context.js";

// Sign-in, sign-out and administrator accounts: thin calls to the auth service. The session
// token travels only in the HttpOnly cookie, never in a response body.

interface RoleArgs {
  role: string;
  departments?: string[] | null;
  contentTypes?: string[] | null;
}

interface CreateAdministratorArgs {
  input: { email: string; password: string; displayName?: string | null; role?: RoleArgs | null };
}

/** The API's role (EDITOR) and list names to the auth service's (editor, types). */
const roleInput = (args: RoleArgs) => ({ role: args.role.toLowerCase(), departments: args.departments, types: args.contentTypes });
const listOrEmpty = (list: readonly string[] | "all") => (list === "all" ? [] : list);

/** Sets the session cookie of a sign-in; a sign-in awaiting its second step answers SECOND_STEP_REQUIRED. */
function answerSignIn(result: SignInResult, { services, req, res }: GraphQLContext): AdminAccountView {
  res.cookie(SESSION_COOKIE, result.token, sessionCookieOptions(services.config, result.expiresAt, req.secure));
  if (result.pending === "second-step") throw wordedError("SECOND_STEP_REQUIRED", "secondStepDue", {});
  return result.account;
}

const TWO_STEP_STATES = { off: "OFF", "setting-up": "SETTING_UP", on: "ON" } as const;

export function authResolvers(): ResolverMap {
  return {
    AdminAccount: {
      twoStepSignIn: async (account: AdminAccountView, _args, { services, actor }: GraphQLContext) => {
        if (actor.kind !== "admin") return false;
        if (actor.accountId === account.id) return (await services.auth.secondFactorStatus(actor)).state === "on";
        return (await services.auth.accountsWithSecondFactor(actor)).has(account.id);
      },
      mustSetUpTwoStep: (account: AdminAccountView, _args, { actor }: GraphQLContext) =>
        actor.kind === "admin" && actor.accountId === account.id && Boolean(actor.setUpSecondStepFirst),
      role: (account: AdminAccountView) => account.authority.role.toUpperCase(),
      departments: (account: AdminAccountView) => listOrEmpty(account.authority.reach.departments),
      contentTypes: (account: AdminAccountView) => listOrEmpty(account.authority.reach.types),
    },
    Query: {
      myTwoStepSignIn: async (_parent, _args, { services, actor }: GraphQLContext) => {
        const status = await services.auth.secondFactorStatus(actor);
        return { ...status, state: TWO_STEP_STATES[status.state] };
      },
      me: (_parent, _args, { services, actor }: GraphQLContext) => services.auth.me(actor),
      administrators: (_parent, _args, { services, actor }: GraphQLContext) => services.auth.listAdmins(actor),
      passwordResetByEmail: (_parent, _args, { services }: GraphQLContext) => services.passwordResets.offer(),
    },
    Mutation: {
      signIn: async (_parent, args: { email: string; password: string }, context: GraphQLContext) => {
        const { services, actor, req } = context;
        const result = await services.auth.signIn(args.email, args.password, actor.ip, req.get("user-agent"));
        // Signing in again from a signed-in browser replaces that session instead of leaving it open.
        if (actor.kind === "admin") await services.auth.signOut(actor).catch(() => undefined);
        return answerSignIn(result, context);
      },
      signInSecondStep: async (_parent, args: { code: string }, context: GraphQLContext) => {
        const { services, actor, req } = context;
        const token: unknown = req.cookies?.[SESSION_COOKIE];
        const result = await services.auth.signInSecondStep(typeof token === "string" ? token : undefined, args.code, actor.ip, req.get("user-agent"));
        return answerSignIn(result, context);
      },
      beginTwoStepSetup: (_parent, _args, { services, actor }: GraphQLContext) => services.auth.beginSecondFactor(actor),
      confirmTwoStepSetup: (_parent, args: { code: string }, { services, actor }: GraphQLContext) => services.auth.confirmSecondFactor(actor, args.code),
      turnOffTwoStepSignIn: async (_parent, args: { password: string }, { services, actor }: GraphQLContext) => {
        await services.auth.turnOffSecondFactor(actor, args.password);
        return true;
      },
      newRecoveryCodes: (_parent, args: { password: string }, { services, actor }: GraphQLContext) => services.auth.renewRecoveryCodes(actor, args.password),
      resetAdministratorTwoStep: async (_parent, args: { id: unknown }, { services, actor }: GraphQLContext) => {
        await services.auth.resetSecondFactor(actor, parseId(args.id));
        return true;
      },
      requestPasswordReset: async (_parent, args: { email: string }, { services, actor, req }: GraphQLContext) => {
        const origin = services.siteAddress.forRequest(req.get("host"), req.protocol);
        await services.passwordResets.request({ ip: actor.ip, userAgent: actor.userAgent, email: args.email, language: currentMessageLanguage(), origin });
        return true;
      },
      resetForgottenPassword: async (_parent, args: { token: string; newPassword: string }, { services, actor }: GraphQLContext) => {
        await services.passwordResets.use(args.token, args.newPassword, actor);
        return true;
      },
      signOut: async (_parent, _args, { services, actor, req, res }: GraphQLContext) => {
        await services.auth.signOut(actor);
        res.clearCookie(SESSION_COOKIE, clearCookieOptions(services.config, req.secure));
        return true;
      },
      createAdministrator: (_parent, { input }: CreateAdministratorArgs, { services, actor }: GraphQLContext) =>
        services.auth.createAdmin(actor, { ...input, role: input.role ? roleInput(input.role) : undefined }),
      setAccountRole: (_parent, args: { id: unknown; input: RoleArgs }, { services, actor }: GraphQLContext) =>
        services.auth.setRole(actor, parseId(args.id), roleInput(args.input)),
      deleteAdministrator: async (_parent, args: { id: unknown }, { services, actor }: GraphQLContext) => {
        const id = parseId(args.id);
        await services.auth.deleteAdmin(actor, id);
        return String(id);
      },
      changeMyPassword: async (_parent, args: { currentPassword: string; newPassword: string }, { services, actor }: GraphQLContext) => {
        await services.auth.changeOwnPassword(actor, args.currentPassword, args.newPassword);
        return true;
      },
      resetAdministratorPassword: async (_parent, args: { id: unknown; newPassword: string }, { services, actor }: GraphQLContext) => {
        await services.auth.resetPassword(actor, parseId(args.id), args.newPassword);
        return true;
      },
    },
  };
}
