import type { ContentTypeSpec } from "./define.js";

// Which content types an account's reach covers: the server's roles (auth/roles.ts) and the
// panel (which lists and menu entries it asks for) read the same rule from here.

/** Some departments and/or some content types ("all": no limit); base/actor.ts's Reach. */
export interface ReachOfTypes {
  departments: readonly string[] | "all";
  types: readonly string[] | "all";
}

/** The field naming a row's department (the `department` kind), if the type has one. */
export function departmentFieldOf(spec: ContentTypeSpec): string | undefined {
  return Object.entries(spec.fields).find(([, field]) => field.kind === "department")?.[0];
}

/**
 * Whether a reach covers a type: named (or every type), and, for a reach of some departments,
 * only types whose rows belong to a department (college-wide ones are beyond it).
 */
export function reachCoversType(reach: ReachOfTypes, spec: ContentTypeSpec): boolean {
  if (reach.types !== "all" && !reach.types.includes(spec.key)) return false;
  return reach.departments === "all" || departmentFieldOf(spec) !== undefined;
}
