import {
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  Kind,
  print,
  printType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";

// The schema as SDL for tools (/graphql/schema.graphql). graphql's printSchema leaves out the
// directives applied to fields, so the access markers (@public, @admin) written on every root
// field would read as declared and never used: an object type whose fields carry directives (the
// roots) is printed from its fields' own definitions instead, which keep them. Every other type
// prints as printSchema prints it.

/** An object type whose fields carry directives, printed from the fields' definitions; else null. */
function withFieldDirectives(type: GraphQLNamedType): string | null {
  if (!isObjectType(type)) return null;
  const fields = Object.values(type.getFields()).flatMap((field) => (field.astNode ? [field.astNode] : []));
  if (!fields.some((field) => field.directives?.length)) return null;
  return print({
    kind: Kind.OBJECT_TYPE_DEFINITION,
    name: { kind: Kind.NAME, value: type.name },
    ...(type.astNode?.description ? { description: type.astNode.description } : {}),
    interfaces: type.getInterfaces().map((face) => ({ kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: face.name } })),
    fields,
  });
}

export function schemaText(schema: GraphQLSchema): string {
  const directives = schema
    .getDirectives()
    .filter((directive) => !isSpecifiedDirective(directive))
    // Ours are all written in schema/, so each has its definition.
    .flatMap((directive) => (directive.astNode ? [print(directive.astNode)] : []));
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !isSpecifiedScalarType(type) && !isIntrospectionType(type))
    .map((type) => withFieldDirectives(type) ?? printType(type));
  return `${[...directives, ...types].join("\n\n")}\n`;
}
