import {
  GraphQLError,
  getIntrospectionQuery,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";

// Limits on the shape of a query, checked before it runs: how long its text is, how deeply it
// nests, how many fields it selects (fragments counted at every place they are used) and how
// much introspection it asks for. Page sizes are limited by the list resolvers and the services.

/**
 * The longest query text accepted, in characters, checked before parsing (middleware.ts). The
 * client's operations are a few hundred characters, the full introspection query of graphql-js
 * about 2,000, and a query within MAX_FIELDS and MAX_DEPTH below stays well under 10,000; a
 * longer text is padding (comments, whitespace) that would only cost memory to parse and keep.
 */
export const MAX_QUERY_LENGTH = 32 * 1024;
export const MAX_DEPTH = 8;
/**
 * Every @include branch counts, so a page's one document (the department page switches between
 * twelve lists) needs room: 300 leaves it headroom, and a list is at most 100 rows anyway.
 */
export const MAX_FIELDS = 300;
/** Stops the walk of pathological fragment nesting early. */
const MAX_VISITS = 5_000;
/** How many full introspection answers' worth one query may ask for (see introspectionBudget). */
const INTROSPECTION_BUDGET_FACTOR = 2;

interface Measure {
  depth: number;
  /** Fields outside introspection, `__typename` included. */
  fields: number;
  visits: number;
  /** How often `__schema` is selected. */
  schemas: number;
  /** Estimated number of values the introspection parts would answer. */
  introspection: number;
}

/**
 * Introspection (`__schema`, `__type`) answers from the schema, not the database, so its size
 * does not show in the query: `__schema { types { fields { name } } }` is five fields that
 * answer about a thousand values, and 300 aliased copies of it answer megabytes. It is measured
 * apart from MAX_FIELDS (where `__typename` counts as an ordinary field), in two ways:
 * - `__schema` at most once per operation: one copy of the schema is all a tool needs, and
 *   copies multiply the largest answer the API has.
 * - the values it would answer, estimated from this schema: each introspection field counts
 *   once for every item of the lists around it (`types` counts every type in the schema, a
 *   type's `fields` the average number of fields per type, or the largest number directly
 *   under `__type`, each `ofType` level half the one above, ...). The budget is
 *   INTROSPECTION_BUDGET_FACTOR times the estimate for the full introspection query of
 *   graphql-js (what GraphiQL, GraphQL Code Generator and most tools send), computed for the
 *   schema itself, so it grows with the schema and the standard query always fits (about 15,000 values, 235 KB, for this schema today); copies of lists
 *   inside one `__schema` or many `__type` aliases do not: at most about 0.5 MB is answered.
 * Its `ofType` chains (one level per list or non-null wrapper) do not add depth; its other
 * levels do, and graphql-js's own rule limits how often type lists nest.
 */
interface IntrospectionSizes {
  /** Items per list-valued introspection field, averaged over all types. */
  average: Record<string, number>;
  /** Items per list field of one type, for the largest type (lists directly under `__type`). */
  largest: Record<string, number>;
}

type FragmentLookup = (name: string) => FragmentDefinitionNode | undefined | null;

function walk(
  selectionSet: SelectionSetNode,
  level: number,
  /** Inside introspection: how many times each value here is answered (estimated); undefined outside it. */
  times: number | undefined,
  /** The selection set belongs to a type reached by `__type`. */
  underTypeRoot: boolean,
  sizes: IntrospectionSizes,
  fragments: FragmentLookup,
  spreading: Set<string>,
  measure: Measure,
): void {
  for (const selection of selectionSet.selections) {
    if (++measure.visits > MAX_VISITS) return;
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (times === undefined && name !== "__schema" && name !== "__type") {
        // An ordinary field (or a __typename beside them).
        measure.fields++;
        measure.depth = Math.max(measure.depth, level + 1);
        if (selection.selectionSet) walk(selection.selectionSet, level + 1, undefined, false, sizes, fragments, spreading, measure);
        continue;
      }
      if (name === "__schema") measure.schemas++;
      const next = name === "ofType" ? level : level + 1;
      measure.depth = Math.max(measure.depth, next);
      const items = (underTypeRoot ? sizes.largest[name] : undefined) ?? sizes.average[name] ?? 1;
      const parents = times ?? 1;
      const answered = parents * items;
      // A field is answered once for each object it is selected on (if only with null or an
      // empty list), and a list once more for each item; at least once, so aliases add up.
      measure.introspection += Math.max(parents, answered, 1);
      if (selection.selectionSet) walk(selection.selectionSet, next, answered, name === "__type", sizes, fragments, spreading, measure);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, level, times, underTypeRoot, sizes, fragments, spreading, measure);
    } else {
      const name = selection.name.value;
      const fragment = fragments(name);
      if (!fragment || spreading.has(name)) continue; // unknown or cyclic: other rules report it
      spreading.add(name);
      walk(fragment.selectionSet, level, times, underTypeRoot, sizes, fragments, spreading, measure);
      spreading.delete(name);
    }
  }
}

function introspectionSizes(schema: GraphQLSchema): IntrospectionSizes {
  const types = Object.values(schema.getTypeMap());
  const directives = schema.getDirectives();
  const totals = { fields: 0, inputFields: 0, enumValues: 0, interfaces: 0, possibleTypes: 0, args: 0 };
  const largest = { fields: 1, inputFields: 1, enumValues: 1, interfaces: 1, possibleTypes: 1 };
  const count = (key: keyof typeof largest, n: number) => {
    totals[key] += n;
    largest[key] = Math.max(largest[key], n);
  };
  for (const type of types) {
    if (isObjectType(type) || isInterfaceType(type)) {
      const fields = Object.values(type.getFields());
      count("fields", fields.length);
      count("interfaces", type.getInterfaces().length);
      for (const field of fields) totals.args += field.args.length;
    }
    if (isInputObjectType(type)) count("inputFields", Object.keys(type.getFields()).length);
    if (isEnumType(type)) count("enumValues", type.getValues().length);
    if (isAbstractType(type)) count("possibleTypes", schema.getPossibleTypes(type).length);
  }
  const directiveArgs = directives.reduce((sum, d) => sum + d.args.length, 0);
  const locations = directives.reduce((sum, d) => sum + d.locations.length, 0);
  const perType = (n: number) => n / Math.max(types.length, 1);
  return {
    average: {
      types: types.length,
      directives: directives.length,
      fields: perType(totals.fields),
      inputFields: perType(totals.inputFields),
      enumValues: perType(totals.enumValues),
      interfaces: perType(totals.interfaces),
      possibleTypes: perType(totals.possibleTypes),
      args: Math.max(totals.args / Math.max(totals.fields, 1), directiveArgs / Math.max(directives.length, 1)),
      locations: locations / Math.max(directives.length, 1),
      // Most type references are one or two wrappers deep; tools ask for seven or more levels.
      ofType: 0.5,
    },
    largest,
  };
}

interface SchemaLimits {
  sizes: IntrospectionSizes;
  /** The most introspection one operation may ask for, in estimated values. */
  introspectionBudget: number;
}

const limitsBySchema = new WeakMap<GraphQLSchema, SchemaLimits>();

function schemaLimits(schema: GraphQLSchema): SchemaLimits {
  let limits = limitsBySchema.get(schema);
  if (!limits) {
    const sizes = introspectionSizes(schema);
    const reference = parse(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    );
    const fragments = new Map<string, FragmentDefinitionNode>();
    let operation: OperationDefinitionNode | undefined;
    for (const definition of reference.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
    }
    const full = measure(operation!, sizes, (name) => fragments.get(name));
    limits = { sizes, introspectionBudget: Math.ceil(full.introspection * INTROSPECTION_BUDGET_FACTOR) };
    limitsBySchema.set(schema, limits);
  }
  return limits;
}

function measure(operation: OperationDefinitionNode, sizes: IntrospectionSizes, fragments: FragmentLookup): Measure {
  const result: Measure = { depth: 0, fields: 0, visits: 0, schemas: 0, introspection: 0 };
  walk(operation.selectionSet, 0, undefined, false, sizes, fragments, new Set(), result);
  return result;
}

/** The measures of one operation against `schema`, and the introspection budget it is held to. */
export function measureOperation(operation: OperationDefinitionNode, schema: GraphQLSchema, fragments: FragmentLookup): Measure & { introspectionBudget: number } {
  const { sizes, introspectionBudget } = schemaLimits(schema);
  return { ...measure(operation, sizes, fragments), introspectionBudget };
}

const thousands = (n: number) => Math.round(n).toLocaleString("en-US");

export const queryShapeLimit: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const m = measureOperation(operation, context.getSchema(), (name) => context.getFragment(name));
    const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: operation }));
    if (m.visits > MAX_VISITS) {
      refuse("This query is too complex. Please split it into smaller queries.");
    } else if (m.depth > MAX_DEPTH) {
      refuse(`This query is nested ${m.depth} levels deep; at most ${MAX_DEPTH} are allowed.`);
    } else if (m.fields > MAX_FIELDS) {
      refuse(`This query asks for ${m.fields} fields; at most ${MAX_FIELDS} are allowed. Please split it into smaller queries.`);
    } else if (m.schemas > 1) {
      refuse(`This query asks for the schema (__schema) ${m.schemas} times; at most once per query is allowed.`);
    } else if (m.introspection > m.introspectionBudget) {
      refuse(
        `This query's introspection would answer about ${thousands(m.introspection)} values; at most ${thousands(m.introspectionBudget)} ` +
          "(the whole schema, twice over) are allowed. Please ask for the schema once, or for fewer types at a time.",
      );
    }
    return false; // the whole operation has been measured
  },
});

export const QUERY_LIMIT_RULES: readonly ValidationRule[] = [queryShapeLimit];
