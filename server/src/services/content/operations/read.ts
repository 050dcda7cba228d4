import { badInput, wordedError } from "../../../base/errors.js";
import type { Actor } from "../../../base/actor.js";
import { hasNulCharacter } from "../../validation.js";
import { checkPanelRead, readLimitOf } from "../../../auth/roles.js";
import { changesOf } from "../../approval/pending-store.js";
import type { PendingChange } from "../../../db/entities/index.js";
import type { ContentPage, ContentRow, ListArgs, ReadOptions, RowParts } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights } from "../rights.js";
import { listQuery } from "../list-query.js";
import { checkRecordNumber, exactly, oneRow, proposedRow, rowNotFound, rowsOf, typeName, withFileInfo } from "../rows.js";

// Reads as the actor may see them: a page of rows (with or without the count), one row by its
// number (or as its waiting change would leave it), or by a field marked `lookup` (a web address key).

/**
 * In the panel, a row with a change waiting for approval says so: `awaitingApproval` (its
 * number; a new row's is its own column) and `awaitingApprovalAction` (create, update or
 * delete). Visitors' and tokens' reads are left as they are. Answers the published rows' waiting changes.
 */
async function markWaiting(ctx: TypeContext, actor: Actor, rows: ContentRow[]): Promise<Map<number, PendingChange>> {
  const store = ctx.deps.approval;
  if (!store || !ctx.publiclyRead || actor.kind !== "admin" || readLimitOf(actor, ctx.spec).asVisitor) return new Map();
  for (const row of rows) if (row.awaitingApproval) row.awaitingApprovalAction = "create";
  const published = rows.filter((row) => !row.awaitingApproval).map((row) => row.id);
  const waiting = published.length > 0 ? await store.waitingAmong(ctx.spec.key, published) : new Map<number, PendingChange>();
  for (const row of rows) {
    const change = waiting.get(row.id);
    if (change) Object.assign(row, { awaitingApproval: change.id, awaitingApprovalAction: change.action });
  }
  return waiting;
}

/** The rows of a page, marked as markWaiting says (not those read as a visitor reads them). */
async function marked(ctx: TypeContext, actor: Actor, rows: ContentRow[], args: ListArgs = {}): Promise<ContentRow[]> {
  if (!args.asVisitor) await markWaiting(ctx, actor, rows);
  return rows;
}

const pageQuery = (ctx: TypeContext, actor: Actor, args: ListArgs, parts: RowParts) => {
  checkRights(ctx.spec, actor, "read");
  return listQuery(ctx, actor, args, withFileInfo(ctx, parts));
};

export async function list(ctx: TypeContext, actor: Actor, args: ListArgs = {}, parts: RowParts = {}): Promise<ContentPage> {
  const [entities, totalCount] = await pageQuery(ctx, actor, args, parts).getManyAndCount();
  return { items: await marked(ctx, actor, await rowsOf(ctx, entities, parts), args), totalCount };
}

export async function listItems(ctx: TypeContext, actor: Actor, args: ListArgs = {}, parts: RowParts = {}): Promise<ContentRow[]> {
  return marked(ctx, actor, await rowsOf(ctx, await pageQuery(ctx, actor, args, parts).getMany(), parts), args);
}

/**
 * One row by its number. `asProposed`: as its waiting change (an update) would leave it, for the
 * panel's edit form; only for accounts that read the type's rows in the panel (the row itself
 * within their reach, as every read finds it), never for visitors or tokens.
 */
export async function get(ctx: TypeContext, actor: Actor, id: number, parts: RowParts = {}, options: ReadOptions = {}): Promise<ContentRow> {
  checkRights(ctx.spec, actor, "read");
  if (options.asProposed) checkPanelRead(actor, ctx.spec, null);
  checkRecordNumber(id, () => rowNotFound(ctx.spec, id));
  const row = await oneRow(ctx, { id }, parts, actor);
  if (!row) throw rowNotFound(ctx.spec, id);
  const change = (await markWaiting(ctx, actor, [row])).get(id);
  return options.asProposed && change?.action === "update" ? proposedRow(ctx, row, changesOf(change), parts) : row;
}

export async function getBy(ctx: TypeContext, actor: Actor, field: string, value: string, parts: RowParts = {}): Promise<ContentRow> {
  const { spec } = ctx;
  checkRights(spec, actor, "read");
  if (!spec.fields[field]?.lookup) throw badInput(field, `${spec.pluralLabel} cannot be looked up by ${field}.`);
  const missing = () => wordedError("NOT_FOUND", "rowNotFoundBy", { typeName: typeName(spec), value: String(value).slice(0, 100) });
  if (typeof value !== "string" || value.length > 300 || hasNulCharacter(value)) throw missing();
  const row = await oneRow(ctx, exactly(ctx, field, value), parts, actor);
  if (!row) throw missing();
  return (await marked(ctx, actor, [row]))[0]!;
}
