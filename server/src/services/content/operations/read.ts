import { badInput, wordedError } from "../../../base/errors.js";
import type { Actor } from "../../../base/actor.js";
import { hasNulCharacter } from "../../validation.js";
import type { ContentPage, ContentRow, ListArgs, RowParts } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights } from "../rights.js";
import { listQuery } from "../list-query.js";
import { checkRecordNumber, exactly, oneRow, rowNotFound, rowsOf, typeName, withFileInfo } from "../rows.js";

// Reads as the actor may see them: a page of rows (with or without the count), one row by its
// number, or by a field marked `lookup` (a web address key).

const pageQuery = (ctx: TypeContext, actor: Actor, args: ListArgs, parts: RowParts) => {
  checkRights(ctx.spec, actor, "read");
  return listQuery(ctx, actor, args, withFileInfo(ctx, parts));
};

export async function list(ctx: TypeContext, actor: Actor, args: ListArgs = {}, parts: RowParts = {}): Promise<ContentPage> {
  const [entities, totalCount] = await pageQuery(ctx, actor, args, parts).getManyAndCount();
  return { items: await rowsOf(ctx, entities, parts), totalCount };
}

export async function listItems(ctx: TypeContext, actor: Actor, args: ListArgs = {}, parts: RowParts = {}): Promise<ContentRow[]> {
  return rowsOf(ctx, await pageQuery(ctx, actor, args, parts).getMany(), parts);
}

export async function get(ctx: TypeContext, actor: Actor, id: number, parts: RowParts = {}): Promise<ContentRow> {
  checkRights(ctx.spec, actor, "read");
  checkRecordNumber(id, () => rowNotFound(ctx.spec, id));
  const row = await oneRow(ctx, { id }, parts, actor);
  if (!row) throw rowNotFound(ctx.spec, id);
  return row;
}

export async function getBy(ctx: TypeContext, actor: Actor, field: string, value: string, parts: RowParts = {}): Promise<ContentRow> {
  const { spec } = ctx;
  checkRights(spec, actor, "read");
  if (!spec.fields[field]?.lookup) throw badInput(field, `${spec.pluralLabel} cannot be looked up by ${field}.`);
  const missing = () => wordedError("NOT_FOUND", "rowNotFoundBy", { typeName: typeName(spec), value: String(value).slice(0, 100) });
  if (typeof value !== "string" || value.length > 300 || hasNulCharacter(value)) throw missing();
  const row = await oneRow(ctx, exactly(ctx, field, value), parts, actor);
  if (!row) throw missing();
  return row;
}
