import type { PersonContactFragment } from "../../graphql/generated/graphql.js";

/**
 * Whom to contact, one person per designation: the first of each role in the order given
 * (principal, placement team, RTI officers, office staff), so the list stays short (the office
 * staff's 25 rows are on /about-institute/office-staff) and every designation appears once.
 */
export function onePerDesignation(groups: readonly (readonly PersonContactFragment[])[]): PersonContactFragment[] {
  const seen = new Set<string>();
  const chosen: PersonContactFragment[] = [];
  for (const person of groups.flat()) {
    const role = (person.role ?? "").trim().toLowerCase();
    if (!role || seen.has(role) || (!person.phone && !person.email)) continue;
    seen.add(role);
    chosen.push(person);
  }
  return chosen;
}
