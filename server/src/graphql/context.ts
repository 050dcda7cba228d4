import type { Request, Response } from "express";
import type { GraphQLResolveInfo } from "graphql";
import type { Actor } from "../base/actor.js";
import type { Services } from "../services/services.js";

/** What every resolver receives: the services, who is asking, and the HTTP exchange (cookies). */
export interface GraphQLContext {
  services: Services;
  actor: Actor;
  req: Request;
  res: Response;
}

export type FieldResolver<TArgs = Record<string, unknown>, TParent = unknown> = (
  parent: TParent,
  args: TArgs,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Resolvers by type name, then field name; scalars are given as GraphQLScalarType. */
export type ResolverMap = Record<string, Record<string, FieldResolver<any, any>>>;
