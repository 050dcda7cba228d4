import { AppError, badField, wordedError } from "../../base/errors.js";
import { missingPictureDescription } from "../../content/alt-text.js";
import { fieldLabelIn, serverFieldWords } from "../../content/server-field-words.js";
import type { Language } from "../../content/languages.js";
import { isUniqueViolation, savingAtTheSameMoment } from "../../db/transaction.js";
import type { WriteOptions } from "../content-service.types.js";
import type { TypeContext } from "./type-context.js";
import { exactly, typeName } from "./rows.js";

// What a write checks against the stored rows beyond the fields' own rules: references
// (departments, a later notice's parent), unique values, "at least one of", a picture's description, and consents.

export async function checkReferences(ctx: TypeContext, values: Record<string, unknown>, existingId: number | null): Promise<void> {
  const { spec, deps, fields, sealedFields } = ctx;
  for (const [name, field] of fields) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    if (field.kind === "department") {
      const count = await deps.dataSource.getRepository(deps.departmentEntity).countBy({ slug: value as string });
      if (count === 0) throw badField(name, "notADepartment", (language) => ({ label: fieldLabelIn(field)(language), value: String(value) }));
    }
    if (field.unique || field.lookup) {
      const clash = await ctx.repo().findOneBy(exactly(ctx, name, value));
      if (clash && clash.id !== existingId) {
        const shown = sealedFields.has(name) ? "" : String(value);
        const clashing = (language: Language) => ({ label: fieldLabelIn(field)(language), shown, typeName: typeName(spec) });
        // A trashed row keeps its value until it is deleted for ever: say where it is.
        throw wordedError("CONFLICT", clash.deletedAt ? "usedInTrash" : "alreadyUsed", clashing, name);
      }
    }
  }
  await checkNoticeParent(ctx, values);
  for (const group of spec.requireOneOf ?? []) {
    if (group.every((name) => values[name] === null || values[name] === undefined || values[name] === "")) {
      const labels = (language: Language) => group.map((name) => fieldLabelIn(spec.fields[name]!)(language) || spec.fields[name]!.label);
      throw badField(group[0]!, "atLeastOneOf", (language) => ({ labels: labels(language) }));
    }
  }
}

/**
 * A later notice (a tender's corrigendum) names its parent by the parent's number: a number no
 * stored parent has, or only a trashed one, would list the notice under nothing, so it is refused.
 */
async function checkNoticeParent({ spec, deps }: TypeContext, values: Record<string, unknown>): Promise<void> {
  const parent = deps.noticeParent;
  const value = parent ? values[parent.field] : undefined;
  if (!parent || value === null || value === undefined || value === "") return;
  const rows = await deps.dataSource.getRepository(parent.entity).find({ select: { id: true, deletedAt: true }, where: { [parent.matches]: value } });
  if (rows.some((row) => !row.deletedAt)) return;
  const params = (language: Language) => ({ label: fieldLabelIn(spec.fields[parent.field]!)(language), value: String(value), typeName: typeName(parent.spec) });
  throw badField(parent.field, rows.length > 0 ? "parentInTrash" : "noSuchParent", params);
}

/**
 * A unique value (a web address key) taken by another save at the same moment, after this
 * one's check: said as the check would have said it, naming the field.
 */
export async function explainUniqueClash(ctx: TypeContext, error: unknown, values: Record<string, unknown>, existingId: number | null): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  try {
    await checkReferences(ctx, values, existingId);
  } catch (named) {
    return named;
  }
  return savingAtTheSameMoment();
}

/**
 * A picture needs its description (content/alt-text.ts): checked on the row as it will be
 * stored, for the pictures and descriptions this write touches.
 */
export function checkPictureDescriptions({ spec }: TypeContext, row: Record<string, unknown>, touched: ReadonlySet<string>, options: WriteOptions): void {
  if (options.picturesMayLackDescription) return;
  const missing = missingPictureDescription(spec.fields, row, touched);
  if (missing) {
    throw new AppError(
      "BAD_USER_INPUT",
      missing.message,
      missing.field,
      (language) => (missingPictureDescription(spec.fields, row, touched, serverFieldWords(language)) ?? missing).message,
    );
  }
}

const isGiven = (value: unknown) => value !== null && value !== undefined && value !== "";

/**
 * Personal data kept only with consent (a `consentFor` tick, field-spec.ts): refused when the row
 * as it will be stored holds the data without the tick, for the pairs this write touches. Said
 * beside the tick, naming the data in the visitor's language.
 */
export function checkConsents({ spec }: TypeContext, row: Record<string, unknown>, touched: ReadonlySet<string>, options: WriteOptions): void {
  if (options.consentsNotAsked) return;
  for (const [name, field] of Object.entries(spec.fields)) {
    const data = field.consentFor;
    if (!data || !spec.fields[data]) continue;
    if (!touched.has(name) && !touched.has(data)) continue;
    if (isGiven(row[data]) && row[name] !== true) {
      throw badField(name, "consentNeeded", (language) => ({ label: fieldLabelIn(spec.fields[data]!)(language) || spec.fields[data]!.label }));
    }
  }
}
