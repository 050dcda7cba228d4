import type { Actor } from "../../../base/actor.js";
import type { ContentPage, ContentRow, ListArgs, RowParts } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights } from "../rights.js";
import { listQuery, pageBounds } from "../list-query.js";
import { rowsOf, withFileInfo } from "../rows.js";

// Lists: a page of rows as the actor may see them, with or without the count, and the Trash.

const pageQuery = (ctx: TypeContext, actor: Actor, args: ListArgs, parts: RowParts) => {
  checkRights(ctx.spec, actor, "read");
  return listQuery(ctx, actor, args, withFileInfo(ctx, parts) && ctx.pictureFields.length > 0);
};

export async function list(ctx: TypeContext, actor: Actor, args: ListArgs = {}, parts: RowParts = {}): Promise<ContentPage> {
  const [entities, totalCount] = await pageQuery(ctx, actor, args, parts).getManyAndCount();
  return { items: await rowsOf(ctx, entities, parts), totalCount };
}

export async function listItems(ctx: TypeContext, actor: Actor, args: ListArgs = {}, parts: RowParts = {}): Promise<ContentRow[]> {
  return rowsOf(ctx, await pageQuery(ctx, actor, args, parts).getMany(), parts);
}

/** The type's trash, last deleted first. */
export async function trash(ctx: TypeContext, actor: Actor, args: Pick<ListArgs, "limit" | "offset"> = {}): Promise<ContentPage> {
  checkRights(ctx.spec, actor, "delete");
  const { limit, offset } = pageBounds(args);
  const [entities, totalCount] = await ctx
    .repo()
    .createQueryBuilder("t")
    .where("t.deletedAt IS NOT NULL")
    .orderBy("t.deletedAt", "DESC")
    .addOrderBy("t.id", "ASC")
    .take(limit)
    .skip(offset)
    .getManyAndCount();
  return { items: await rowsOf(ctx, entities, { fileInfo: false }), totalCount };
}
