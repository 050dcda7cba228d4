import { badInput } from "../base/errors.js";
import type { GraphQLContext, ResolverMap } from "./context.js";
import { rowTitle } from "../content/row-title.js";
import { missingMarathi } from "../services/language-parity.js";
import { mayDo } from "../services/content/rights.js";

// The administration dashboard's "what changed last": each content type's most recently
// changed rows, merged and cut to the newest few.

const MAX_RECENT = 50;

interface RecentChange {
  type: string;
  id: number;
  title: string;
  updatedAt: Date;
}

export function dashboardResolvers(): ResolverMap {
  return {
    Query: {
      recentChanges: async (_parent, args: { limit?: number | null }, { services, actor }: GraphQLContext) => {
        const limit = args.limit ?? 8;
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECENT) {
          throw badInput("limit", `Ask for between 1 and ${MAX_RECENT} changes (limit was ${limit}).`);
        }
        const pages = await Promise.all(
          Object.entries(services.content)
            .filter(([, service]) => mayDo(service.spec, actor, "read"))
            .map(async ([type, service]) => {
              const { items } = await service.list(actor, { limit, recentlyChangedFirst: true });
              return items.map((row): RecentChange => ({ type, id: row.id, title: rowTitle(service.spec, row), updatedAt: row.updatedAt }));
            }),
        );
        return pages
          .flat()
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
          .slice(0, limit);
      },
      missingMarathi: async (_parent, args: { limit?: number | null }, { services, actor }: GraphQLContext) =>
        (await missingMarathi(Object.values(services.content), actor, args.limit ?? 10)).map(({ service, missingCount, rows }) => ({
          type: service.spec.key,
          typeLabel: service.spec.pluralLabel,
          missingCount,
          rows: rows.map(({ row, fields }) => ({ id: row.id, title: rowTitle(service.spec, row), fields })),
        })),
    },
  };
}
