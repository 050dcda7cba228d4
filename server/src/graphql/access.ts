import type { GraphQLField, GraphQLObjectType, GraphQLSchema } from "graphql";
import { isPrivileged } from "../base/actor.js";
import { AppError, signInRequired, wordedError } from "../base/errors.js";
import type { GraphQLContext } from "./context.js";

// Secure by default: every root field says who may call it, with exactly one of @public or
// @admin, or the server refuses to start. @admin fields answer UNAUTHENTICATED before their
// resolver runs. The services check access again, since the legacy shim does not pass here.
// An API token passes an @admin marker only on the content types' fields, whose services
// decide by the token's scope and types; every other @admin field (accounts, tokens,
// settings, the dashboard) stays an administrator's.

const tokenRefused = () => new AppError("FORBIDDEN", "API tokens may only read and write content; this needs an administrator signed in to the panel.");

export type AccessMarker = "public" | "admin";
const MARKERS: readonly string[] = ["public", "admin"] satisfies AccessMarker[];

/** The access markers written on a field in the SDL. */
export function accessMarkers(field: GraphQLField<unknown, unknown>): AccessMarker[] {
  return (field.astNode?.directives ?? []).map((directive) => directive.name.value).filter((name): name is AccessMarker => MARKERS.includes(name));
}

// No instanceof here: a second copy of graphql in memory (test runners) must not make the
// check pass silently.
function rootTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((type): type is GraphQLObjectType => Boolean(type));
}

/**
 * Checks every root field's marker and resolver, and guards the @admin ones.
 * Throws an error naming the first field that is not in order.
 */
export function enforceAccess(schema: GraphQLSchema, tokenFields: ReadonlySet<string> = new Set()): GraphQLSchema {
  for (const root of rootTypes(schema)) {
    for (const field of Object.values(root.getFields())) {
      const name = `${root.name}.${field.name}`;
      const markers = accessMarkers(field);
      if (markers.length !== 1) {
        throw new Error(
          `The GraphQL field ${name} must be marked with exactly one of @public or @admin (it has ${
            markers.length ? markers.map((m) => `@${m}`).join(" and ") : "none"
          }). See schema/base.graphql.`,
        );
      }
      const resolve = field.resolve;
      if (!resolve) throw new Error(`The GraphQL field ${name} has no resolver.`);
      if (markers[0] === "admin") {
        const tokensMayAsk = tokenFields.has(name);
        field.resolve = (parent, args, context: GraphQLContext, info) => {
          const { actor } = context;
          if (actor.kind === "token" && !tokensMayAsk) throw tokenRefused();
          if (actor.kind === "admin" && actor.setUpSecondStepFirst) throw wordedError("FORBIDDEN", "setUpSecondStepFirst", {});
          if (!isPrivileged(actor) && actor.kind !== "token") throw signInRequired();
          return resolve(parent, args, context, info);
        };
      }
    }
  }
  return schema;
}
