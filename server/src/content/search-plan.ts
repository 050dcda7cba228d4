import type { ContentTypeSpec, FieldSpec } from "./define.js";
import { FIELD_KINDS } from "./kinds/index.js";

// Which fields of a type the search index takes, and how much each weighs (docs/registry-shape.md):
// a field's `search` option, or by default the title field as "title", the other text kinds, the
// names in a members field (committee members, shown on the committee's page; never their mobile
// numbers) and the text inside pdf files as "body" (kinds marked `searchedAsBody`). Types visitors cannot read (submissions) are never indexed,
// and neither are personal or admin-only fields. Plain data, read by the indexer.

const TEXT_KINDS: ReadonlySet<string> = new Set(["text", "longText", "markdown", "textList"]);

export interface SearchPlan {
  /** Fields whose words weigh as a title. */
  title: string[];
  /** Text fields whose words weigh as body. */
  body: string[];
  /** Pdf fields: the text read from the file weighs as body. */
  pdf: string[];
  /** The field that dates a row (its first date field), else none (then publishing or creation time). */
  date: string | null;
  /** Fields with a Marathi value beside the English one (`<field>Mr` on the row), when translatable. */
  translatable: string[];
}

function weightOf(spec: ContentTypeSpec, name: string, field: FieldSpec): "title" | "body" | false {
  if (field.personal || field.adminOnly) return false;
  if (field.search !== undefined) return field.search;
  if (name === spec.titleField) return "title";
  return TEXT_KINDS.has(field.kind) || FIELD_KINDS[field.kind].searchedAsBody ? "body" : false;
}

/** The type's search plan, or null when it is not searched at all. */
export function searchPlanOf(spec: ContentTypeSpec): SearchPlan | null {
  if (spec.access.read !== "public") return null;
  const plan: SearchPlan = { title: [], body: [], pdf: [], date: null, translatable: [] };
  for (const [name, field] of Object.entries(spec.fields)) {
    // A Marathi companion (`<field>Mr`) is indexed with its English field, at its weight.
    if (field.marathiOf) continue;
    if (field.kind === "date" && !plan.date) plan.date = name;
    const weight = weightOf(spec, name, field);
    if (!weight) continue;
    if (field.kind === "pdf") plan.pdf.push(name);
    else plan[weight].push(name);
    if (field.translatable) plan.translatable.push(name);
  }
  return plan.title.length + plan.body.length + plan.pdf.length > 0 ? plan : null;
}
