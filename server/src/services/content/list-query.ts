import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { FILTER_TYPES, type FilterName } from "../../content/define.js";
import { sortableFields, sortsCaseless, type ListOrder } from "../../content/sorting.js";
import { badInput } from "../../base/errors.js";
import type { Actor } from "../../base/actor.js";
import { readLimitOf } from "../../auth/roles.js";
import { missingMarathiCondition } from "../language-parity.js";
import { hasNulCharacter } from "../validation.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListArgs } from "../content-service.types.js";
import type { TypeContext } from "./type-context.js";
import { StoredFileName, StoredImage } from "../../db/entities/index.js";

// How a list of one type is asked of the database: who sees which rows, the filters, the order
// and the page. Every read of rows goes through `applyVisibility`.

const EXACT_FILTERS = (Object.keys(FILTER_TYPES) as FilterName[]).filter((name): name is Exclude<FilterName, "search"> => name !== "search");

function applyFilters(ctx: TypeContext, qb: SelectQueryBuilder<ObjectLiteral>, args: ListArgs): void {
  const { spec } = ctx;
  if (args.missingMarathi) qb.andWhere(missingMarathiCondition(spec));
  if (args.reviewedBefore !== undefined) {
    const field = reviewedField(ctx);
    qb.andWhere(`(t.${field} IS NULL OR t.${field} < :reviewedBefore)`, { reviewedBefore: args.reviewedBefore });
  }
  // Every filter but search is an exact match on the field of the same name (define.ts).
  for (const arg of EXACT_FILTERS) {
    const value = args[arg];
    if (value === undefined || value === null || value === "") continue;
    if (!spec.filters.includes(arg as never)) throw badInput(arg, `${spec.pluralLabel} cannot be filtered by ${arg}.`);
    if (hasNulCharacter(value)) throw badInput(arg, `The ${arg} filter contains a character that is not allowed.`);
    qb.andWhere(`t.${arg} = :${arg}`, { [arg]: value });
  }
  const search = args.search?.trim();
  if (search) {
    if (!spec.filters.includes("search") || !spec.searchFields?.length) {
      throw badInput("search", `${spec.pluralLabel} cannot be searched.`);
    }
    if (search.length > 100) throw badInput("search", "The search text can have at most 100 characters.");
    if (hasNulCharacter(search)) throw badInput("search", "The search text contains a character that is not allowed.");
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const conditions = spec.searchFields.map((f) => `LOWER(t.${f}) LIKE :search ESCAPE '\\'`);
    qb.andWhere(`(${conditions.join(" OR ")})`, { search: pattern });
  }
}

/**
 * The one visibility rule (docs/registry-shape.md). Nobody reads trashed rows outside the
 * trash. A visitor (and any read made as one) sees a row once it is published (and, added
 * while approval was on, approved) and until it expires; an archive shows the expired ones instead. Panel accounts see scheduled and expired
 * rows too, marked by their dates; an editor only its departments' rows (auth/roles.ts).
 */
export function applyVisibility(
  ctx: TypeContext,
  qb: SelectQueryBuilder<ObjectLiteral>,
  actor: Actor,
  args: Pick<ListArgs, "archived" | "asVisitor" | "expiringBefore">,
): void {
  const visitor = applyReadLimit(ctx, qb, actor) || Boolean(args.asVisitor);
  const at = ctx.now();
  if (visitor) onlyPublished(qb, at);
  else qb.andWhere("t.deletedAt IS NULL");
  if (args.archived) qb.andWhere("(t.validUntil IS NOT NULL AND t.validUntil <= :visibleAt)", { visibleAt: at });
  else if (visitor || args.expiringBefore) qb.andWhere("(t.validUntil IS NULL OR t.validUntil > :visibleAt)", { visibleAt: at });
  if (args.expiringBefore) qb.andWhere("t.validUntil <= :expiringBefore", { expiringBefore: args.expiringBefore });
}

/** Keeps to the departments the actor's reach names; answers whether the actor reads as a visitor. */
export function applyReadLimit(ctx: TypeContext, qb: SelectQueryBuilder<ObjectLiteral>, actor: Actor): boolean {
  const limit = readLimitOf(actor, ctx.spec);
  if (limit.departments) qb.andWhere(`t.${limit.departments.field} IN (:...reachDepartments)`, { reachDepartments: limit.departments.slugs });
  return limit.asVisitor;
}

/**
 * Rows a visitor reaches somewhere (a list, or its archive once expired): not trashed, not a new
 * row waiting for approval, published by `at`.
 */
export function onlyPublished(qb: SelectQueryBuilder<ObjectLiteral>, at: Date): void {
  qb.andWhere("t.deletedAt IS NULL").andWhere("t.awaitingApproval IS NULL").andWhere("(t.publishFrom IS NULL OR t.publishFrom <= :visibleAt)", { visibleAt: at });
}

/** The entity property where a list's query puts the stored_image row of its i-th picture field. */
export const joinedPicture = (index: number) => `joinedPicture${index}`;
/** The entity property where a query puts the stored_file_name row of its i-th file field. */
export const joinedFileName = (index: number) => `joinedFileName${index}`;

/**
 * Adds to a query of rows ("t") what is recorded of their files, each found by its primary key:
 * their pictures' stored_image rows and every file's stored_file_name row (its original name).
 * One statement for rows and files.
 */
export function joinFileRecords(ctx: TypeContext, qb: SelectQueryBuilder<ObjectLiteral>): SelectQueryBuilder<ObjectLiteral> {
  ctx.pictureFields.forEach(([name], index) => {
    qb.leftJoinAndMapOne(`t.${joinedPicture(index)}`, StoredImage, `picture${index}`, `picture${index}.key = t.${name}`);
  });
  ctx.fileFields.forEach(([name], index) => {
    qb.leftJoinAndMapOne(`t.${joinedFileName(index)}`, StoredFileName, `fileName${index}`, `fileName${index}.key = t.${name}`);
  });
  return qb;
}

/** The date field of a type with `lifecycle.reviewed`; other types refuse a review question. */
function reviewedField({ spec }: TypeContext): string {
  const field = spec.lifecycle?.reviewed?.field;
  if (!field) throw badInput("type", `${spec.pluralLabel} have no "last reviewed" date.`);
  return field;
}

export function pageBounds(args: Pick<ListArgs, "limit" | "offset">): { limit: number; offset: number } {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput("limit", `The page size (limit) must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  if (!Number.isInteger(offset) || offset < 0) throw badInput("offset", "The offset must be zero or more.");
  return { limit, offset };
}

/**
 * The query of one page of a list: filters, the type's order (or last changed first), bounds;
 * with `withFiles`, what is recorded of their files too (joinFileRecords).
 */
export function listQuery(ctx: TypeContext, actor: Actor, args: ListArgs, withFiles = false) {
  const { limit, offset } = pageBounds(args);
  const qb = ctx.repo().createQueryBuilder("t");
  applyVisibility(ctx, qb, actor, args);
  // A file's records are found by their primary key: at most one per row, so LIMIT and OFFSET
  // still count rows (take/skip would add a query of the page's ids first).
  if (withFiles) return orderAndFilter(ctx, joinFileRecords(ctx, qb), args).limit(limit).offset(offset);
  return orderAndFilter(ctx, qb, args).take(limit).skip(offset);
}

/**
 * The order of a list: last changed first (the dashboard), or the reader's chosen field
 * (empty values last either way, capitals ignored in text) followed by the type's own order,
 * or the type's own order alone; the row number settles any tie, so pages never overlap.
 */
function orderAndFilter(ctx: TypeContext, qb: SelectQueryBuilder<ObjectLiteral>, args: ListArgs) {
  const { spec } = ctx;
  applyFilters(ctx, qb, args);
  if (args.recentlyChangedFirst) qb.orderBy("t.updatedAt", "DESC");
  else if (args.expiringBefore) qb.orderBy("t.validUntil", "ASC");
  else if (args.reviewedBefore !== undefined) qb.orderBy(`t.${reviewedField(ctx)}`, "ASC", "NULLS FIRST");
  else {
    const chosen = args.orderBy ? checkedOrder(ctx, args.orderBy) : undefined;
    if (chosen) {
      const column = sortsCaseless(spec, chosen.field) ? `LOWER(t.${chosen.field})` : `t.${chosen.field}`;
      qb.orderBy(column, chosen.direction, "NULLS LAST");
    }
    // The chosen field is not named twice: the builder keeps one direction per column.
    spec.order
      .filter(([field]) => field !== chosen?.field)
      .forEach(([field, direction], index) => {
        const column = `t.${field}`;
        if (index === 0 && !chosen) qb.orderBy(column, direction);
        else qb.addOrderBy(column, direction);
      });
  }
  return qb.addOrderBy("t.id", "ASC");
}

/** A reader's order, if it names a field this type's lists may be sorted by (never raw SQL). */
function checkedOrder({ spec }: TypeContext, order: ListOrder): ListOrder {
  const allowed = sortableFields(spec);
  if (!allowed.includes(order.field)) {
    throw badInput(
      "orderBy",
      `The list of ${spec.pluralLabel.toLowerCase()} cannot be sorted by "${String(order.field).slice(0, 60)}". Sort by one of: ${allowed.join(", ")}.`,
    );
  }
  if (order.direction !== "ASC" && order.direction !== "DESC") {
    throw badInput("orderBy", `Sort direction must be ASC or DESC (it was "${String(order.direction).slice(0, 20)}").`);
  }
  return order;
}
