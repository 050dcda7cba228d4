import type { ContentKey } from "../content/registry.js";
import { measureGigwReadiness } from "../services/gigw/readiness-meter.js";
import type { FoundBrokenLink } from "../services/links/link-check.js";
import type { GraphQLContext, ResolverMap } from "./context.js";
import { rowTitle } from "../content/row-title.js";

// The broken links (the dashboard; the public pages' addresses to leave unlinked) and the GIGW
// readiness meter: thin, the services find them.

async function described({ services, actor }: GraphQLContext, found: FoundBrokenLink[]) {
  return Promise.all(
    found.map(async (link) => {
      const service = services.content[link.typeKey as ContentKey];
      const row = service ? await service.get(actor, link.rowId, { fileInfo: false, members: false }).catch(() => null) : null;
      return {
        type: link.typeKey,
        typeLabel: service?.spec.pluralLabel ?? link.typeKey,
        id: link.rowId,
        title: service && row ? rowTitle(service.spec, row) : "",
        field: link.field,
        href: link.href,
        reason: link.reason,
        checkedAt: link.checkedAt,
      };
    }),
  );
}

export function linksResolvers(): ResolverMap {
  return {
    Query: {
      brokenLinks: async (_parent, _args, context: GraphQLContext) => described(context, await context.services.links.list()),
      brokenLinkTargets: (_parent, _args, { services }: GraphQLContext) => services.links.brokenHrefs(),
      gigwReadiness: (_parent, _args, { services }: GraphQLContext) => measureGigwReadiness(services),
    },
    Mutation: {
      checkLinksNow: async (_parent, _args, context: GraphQLContext) => {
        await context.services.links.checkAll();
        return described(context, await context.services.links.list());
      },
    },
  };
}
