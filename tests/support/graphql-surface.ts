import { GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType, GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, type GraphQLSchema } from "graphql";

// Every member a third-party tool can see, one line each, sorted: object and interface fields
// with their arguments and types, input fields, enum values, union members and scalars. Two
// surfaces compared line by line show what was removed or retyped.

export function graphqlSurface(schema: GraphQLSchema): string[] {
  const lines: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType) {
      for (const field of Object.values(type.getFields())) {
        const args = field.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(", ");
        lines.push(`${type.name}.${field.name}${args ? `(${args})` : ""}: ${String(field.type)}`);
      }
    } else if (type instanceof GraphQLInputObjectType) {
      for (const field of Object.values(type.getFields())) lines.push(`input ${type.name}.${field.name}: ${String(field.type)}`);
    } else if (type instanceof GraphQLEnumType) {
      for (const value of type.getValues()) lines.push(`enum ${type.name}.${value.name}`);
    } else if (type instanceof GraphQLUnionType) {
      for (const member of type.getTypes()) lines.push(`union ${type.name} = ${member.name}`);
    } else if (type instanceof GraphQLScalarType) {
      lines.push(`scalar ${type.name}`);
    }
  }
  return lines.sort();
}
