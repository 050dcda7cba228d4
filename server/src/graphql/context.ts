import type { Request, Response } from "express";
import type { GraphQLResolveInfo } from "graphql";
import type { Actor } from "../base/actor.js";
import type { Language } from "../content/languages.js";
import type { Services } from "../services/services.js";

/** What every resolver receives: the services, who is asking, and the HTTP exchange (cookies). */
export interface GraphQLContext {
  services: Services;
  actor: Actor;
  req: Request;
  res: Response;
  /** The language of translatable fields when a query gives no `lang`: Accept-Language, or the page being rendered. */
  language?: Language;
}

export type FieldResolver<TArgs = Record<string, unknown>, TParent = unknown> = (
  parent: TParent,
  args: TArgs,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Resolvers by type name, then field name; scalars are given as GraphQLScalarType. */
// Each resolver names its own parent and argument types; a function type taking `unknown` would
// accept none of them (strictFunctionTypes).
// biome-ignore lint/suspicious/noExplicitAny: see above
export type ResolverMap = Record<string, Record<string, FieldResolver<any, any>>>;
