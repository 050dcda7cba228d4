import { clearCookieOptions, SESSION_COOKIE, sessionCookieOptions } from "../auth/auth-service.js";
import { parseId } from "./args.js";
import type { GraphQLContext, ResolverMap } from "./context.js";

// Sign-in, sign-out and administrator accounts: thin calls to the auth service. The session
// token travels only in the HttpOnly cookie, never in a response body.

interface CreateAdministratorArgs {
  input: { email: string; password: string; displayName?: string | null };
}

export function authResolvers(): ResolverMap {
  return {
    Query: {
      me: (_parent, _args, { services, actor }: GraphQLContext) => services.auth.me(actor),
      administrators: (_parent, _args, { services, actor }: GraphQLContext) => services.auth.listAdmins(actor),
    },
    Mutation: {
      signIn: async (_parent, args: { email: string; password: string }, context: GraphQLContext) => {
        const { services, actor, req, res } = context;
        const result = await services.auth.signIn(args.email, args.password, actor.ip, req.get("user-agent"));
        // Signing in again from a signed-in browser replaces that session instead of leaving it open.
        if (actor.kind === "admin") await services.auth.signOut(actor).catch(() => undefined);
        res.cookie(SESSION_COOKIE, result.token, sessionCookieOptions(services.config, result.expiresAt, req.secure));
        return result.account;
      },
      signOut: async (_parent, _args, { services, actor, req, res }: GraphQLContext) => {
        await services.auth.signOut(actor);
        res.clearCookie(SESSION_COOKIE, clearCookieOptions(services.config, req.secure));
        return true;
      },
      createAdministrator: (_parent, args: CreateAdministratorArgs, { services, actor }: GraphQLContext) =>
        services.auth.createAdmin(actor, { ...args.input }),
      deleteAdministrator: async (_parent, args: { id: unknown }, { services, actor }: GraphQLContext) => {
        const id = parseId(args.id);
        await services.auth.deleteAdmin(actor, id);
        return String(id);
      },
      changeMyPassword: async (
        _parent,
        args: { currentPassword: string; newPassword: string },
        { services, actor }: GraphQLContext,
      ) => {
        await services.auth.changeOwnPassword(actor, args.currentPassword, args.newPassword);
        return true;
      },
      resetAdministratorPassword: async (
        _parent,
        args: { id: unknown; newPassword: string },
        { services, actor }: GraphQLContext,
      ) => {
        await services.auth.resetPassword(actor, parseId(args.id), args.newPassword);
        return true;
      },
    },
  };
}
