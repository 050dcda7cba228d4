import type { ContentTypeSpec, FilterName } from "../content/define.js";
import { FILTER_TYPES } from "../content/define.js";
import { sortableFields } from "../content/sorting.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../services/content-service.types.js";

// The arguments of the content types' queries and mutations, each kind made and described here
// once, so that every argument a tool sees says what it does: a filter from its field's label,
// the page, the order, the language, a record number, an input.

/** One argument on a line of its own, after its description. */
const argument = (description: string, definition: string) => `    ${JSON.stringify(description)}\n    ${definition}\n`;

/** A field's arguments, one per line (the SDL writer puts the field's name before it). */
export const argumentList = (args: readonly string[]) => `(\n${args.join("")}  )`;

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A list filter: `search` looks in the type's searchFields; every other one matches the field of its name exactly. */
function filterArgument(spec: ContentTypeSpec, filter: FilterName): string {
  const plural = lower(spec.pluralLabel);
  const definition = `${filter}: ${FILTER_TYPES[filter]}`;
  if (filter === "search") {
    const labels = (spec.searchFields ?? []).map((name) => lower(spec.fields[name]?.label ?? name));
    const where = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : (labels[0] ?? "text");
    return argument(`Only the ${plural} whose ${where} contains this text (any case).`, definition);
  }
  const label = spec.fields[filter]?.label ?? filter;
  return argument(`Only the ${plural} whose ${lower(label)} is exactly this.`, definition);
}

/** The page of a list: the same two arguments on every list, search included. */
export const PAGE_ARGUMENTS = [
  argument(`How many items to answer: 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`, `limit: Int = ${DEFAULT_PAGE_SIZE}`),
  argument("How many items of the list to skip before this page (default 0): the previous page's offset plus its limit.", "offset: Int = 0"),
];

/** The argument every query that answers rows takes: the language of their translatable fields. */
export const LANG_ARGUMENT = argument("The language of the translatable fields (en or mr); else the request's Accept-Language, else English.", "lang: Language");

/** A list query's arguments: its filters, the archive, the page, the order and the language. */
export function listArguments(spec: ContentTypeSpec): string[] {
  return [
    ...spec.filters.map((filter) => filterArgument(spec, filter)),
    argument(
      "true: only the rows whose validUntil has passed (the section's archive). Otherwise visitors get the rows published and still valid, administrators every row not in the trash.",
      "archived: Boolean",
    ),
    ...PAGE_ARGUMENTS,
    argument(`Sort by one of ${sortableFields(spec).join(", ")}; without it, the list's usual order.`, "orderBy: ListOrder"),
    LANG_ARGUMENT,
  ];
}

/** The record number of one row. */
export const idArgument = (spec: ContentTypeSpec) => argument(`The ${lower(spec.label)}'s record number (its id).`, "id: ID!");

/** One row as its change waiting for approval would leave it (the panel's edit form). */
export const AS_PROPOSED_ARGUMENT = argument(
  "true: the row as its change waiting for approval (an update, awaitingApprovalAction) would leave it, with awaitingApproval its number; the row as published when none waits. Panel accounts that read the row only; refused to visitors and API tokens.",
  "asProposed: Boolean",
);

/** An exact lookup's value (`departmentBySlug(slug: ...)`). */
export const lookupArgument = (spec: ContentTypeSpec, field: string) =>
  argument(`The ${lower(spec.fields[field]?.label ?? field)}, exactly as stored.`, `${field}: String!`);

/** A create or update mutation's input. */
export const inputArgument = (type: string, mode: "create" | "update") =>
  argument(mode === "create" ? "The fields of the new item." : "The fields to change; those left out stay as they are.", `input: ${type}!`);

/** An update's guard against overwriting someone else's save. */
export const IF_UNCHANGED_SINCE_ARGUMENT = argument(
  "The row's updatedAt as the edit form loaded it: the change is refused (CONFLICT) if someone has saved the row since. Left out, the change is saved whatever happened meanwhile.",
  "ifUnchangedSince: DateTime",
);

/** One committee member, by the member's own id. */
export const MEMBER_ID_ARGUMENT = argument("The member's id (CommitteeMember.id).", "id: ID!");
