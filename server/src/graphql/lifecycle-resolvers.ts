import { badInput } from "../base/errors.js";
import type { ContentKey } from "../content/registry.js";
import type { ContentService } from "../services/content-service.types.js";
import { checkPage, parseId } from "./args.js";
import { listPage } from "./list-page.js";
import type { GraphQLContext, ResolverMap } from "./context.js";
import { rowTitle } from "../content/row-title.js";
import { confirmReviewed, notReviewedSince } from "../services/reviewed.js";
import { mayDo } from "../services/content/rights.js";

// The trash, the dashboard's "expiring soon" and "not reviewed for a year", and confirming a
// review, across content types (thin: the services hold the rules; these pick the type, merge
// the types' answers and name the accounts).

const DAY_MS = 24 * 60 * 60 * 1000;

interface TrashItem {
  type: string;
  typeLabel: string;
  id: number;
  title: string;
  deletedAt: Date;
  deletedBy: string | null;
}

/** The service of a type named by its registry key, or a message saying what the keys look like. */
function serviceOf(context: GraphQLContext, type: string): ContentService {
  const service = (context.services.content as Record<string, ContentService | undefined>)[type];
  if (!service || !Object.hasOwn(context.services.content, type)) {
    throw badInput("type", `"${type.slice(0, 60)}" is not a content type. Use a registry key such as notice or timeTable.`);
  }
  return service;
}

export function lifecycleResolvers(): ResolverMap {
  return {
    Query: {
      trash: async (_parent, args: { type?: string | null; limit?: number | null; offset?: number | null }, context: GraphQLContext) => {
        const { limit = 50, offset = 0 } = checkPage(args);
        const services = args.type
          ? [serviceOf(context, args.type)]
          : Object.values(context.services.content).filter((service) => mayDo(service.spec, context.actor, "delete"));
        // Each type's newest `offset + limit` are enough to cut the merged page from.
        const pages = await Promise.all(
          services.map(async (service) => ({ service, page: await service.trash(context.actor, { limit: Math.min(offset + limit, 100) }) })),
        );
        const accounts = new Map((await context.services.auth.listAdmins(context.actor)).map((account) => [Number(account.id), account.email]));
        const items = pages.flatMap(({ service, page }) =>
          page.items.map(
            (row): TrashItem => ({
              type: service.spec.key,
              typeLabel: service.spec.label,
              id: row.id,
              title: rowTitle(service.spec, row),
              deletedAt: row.deletedAt as Date,
              deletedBy: typeof row.deletedBy === "number" ? (accounts.get(row.deletedBy) ?? null) : null,
            }),
          ),
        );
        items.sort((a, b) => new Date(b.deletedAt).getTime() - new Date(a.deletedAt).getTime());
        return listPage({ items: items.slice(offset, offset + limit), totalCount: pages.reduce((sum, { page }) => sum + page.totalCount, 0) }, offset);
      },

      trashDays: (_parent, _args, context: GraphQLContext) => context.services.config.TRASH_DAYS,

      expiringSoon: async (_parent, args: { days?: number | null }, context: GraphQLContext) => {
        const days = args.days ?? 14;
        if (!Number.isInteger(days) || days < 1 || days > 366) throw badInput("days", `Ask for between 1 and 366 days (days was ${days}).`);
        const before = new Date(context.services.config.now().getTime() + days * DAY_MS);
        const lists = await Promise.all(
          (Object.entries(context.services.content) as [ContentKey, ContentService][])
            .filter(([, service]) => mayDo(service.spec, context.actor, "read"))
            .map(async ([type, service]) =>
              (await service.listItems(context.actor, { limit: 100, expiringBefore: before }, { fileInfo: false, members: false })).map((row) => ({
                type,
                typeLabel: service.spec.label,
                id: row.id,
                title: rowTitle(service.spec, row),
                validUntil: row.validUntil as Date,
              })),
            ),
        );
        return lists.flat().sort((a, b) => new Date(a.validUntil).getTime() - new Date(b.validUntil).getTime());
      },

      notReviewedSince: async (_parent, args: { days?: number | null }, context: GraphQLContext) =>
        (await notReviewedSince(Object.values(context.services.content), context.actor, context.services.config.now(), args.days ?? 365)).map(
          ({ service, row, reviewedOn }) => ({ type: service.spec.key, typeLabel: service.spec.label, id: row.id, title: rowTitle(service.spec, row), reviewedOn }),
        ),
    },
    Mutation: {
      restoreFromTrash: async (_parent, args: { type: string; id: unknown }, context: GraphQLContext) =>
        String((await serviceOf(context, args.type).restoreFromTrash(context.actor, parseId(args.id))).id),
      deleteForever: async (_parent, args: { type: string; id: unknown }, context: GraphQLContext) =>
        String((await serviceOf(context, args.type).deleteForever(context.actor, parseId(args.id))).id),
      confirmReviewed: async (_parent, args: { type: string; id: unknown }, context: GraphQLContext) =>
        confirmReviewed(serviceOf(context, args.type), context.actor, parseId(args.id), context.services.config.now()),
    },
  };
}
