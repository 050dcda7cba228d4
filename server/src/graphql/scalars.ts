import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function toDate(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function parseDateTime(value: unknown): Date {
  const date = typeof value === "string" ? toDate(value) : null;
  if (!date) throw new GraphQLError("A DateTime must be an ISO 8601 string such as 2026-11-05T10:15:00Z.");
  return date;
}

/** Dates and times travel as ISO 8601 strings (UTC). Its description and @specifiedBy are in schema/base.graphql. */
export const DateTimeScalar = new GraphQLScalarType({
  name: "DateTime",
  serialize(value) {
    const date = toDate(value);
    if (!date) throw new GraphQLError("The server holds a date it cannot show.");
    return date.toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("A DateTime must be given as a string.", { nodes: ast });
    return parseDateTime(ast.value);
  },
});

/**
 * What a scalar does, without what it says of itself: given to the schema as a resolver, a whole
 * GraphQLScalarType would overwrite the SDL's description and @specifiedBy URL with its own.
 */
export function scalarBehaviour(scalar: GraphQLScalarType) {
  const { serialize, parseValue, parseLiteral } = scalar;
  return { serialize, parseValue, parseLiteral };
}
