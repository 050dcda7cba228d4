import type { ListOrder } from "../content/sorting.js";
import { badInput } from "../base/errors.js";
import type { ContentService } from "../services/content-service.types.js";
import type { AuditFilter } from "../services/audit-log.js";
import { restoreRevision } from "../services/revisions.js";
import type { Services } from "../services/services.js";
import { parseId } from "./args.js";
import type { GraphQLContext, ResolverMap } from "./context.js";
import { listPage } from "./list-page.js";

// A row's History, restoring a version, the audit log and the submissions' CSV export: thin
// calls to the services (revisions.ts, audit-log.ts, csv-export.ts).

function serviceOf(services: Services, type: string): ContentService {
  const service = (services.content as Record<string, ContentService | undefined>)[type];
  if (!service || !Object.hasOwn(services.content, type)) {
    throw badInput("type", `"${String(type).slice(0, 60)}" is not a content type. Use a registry key such as timeTable.`);
  }
  return service;
}

export function historyResolvers(): ResolverMap {
  return {
    Query: {
      revisions: (_parent, args: { type: string; id: unknown }, { services, actor }: GraphQLContext) =>
        services.revisions.history(actor, serviceOf(services, args.type).spec, parseId(args.id)),
      auditLog: async (_parent, args: { filter?: AuditFilter | null; limit?: number | null; offset?: number | null }, { services, actor }: GraphQLContext) =>
        listPage(await services.audit.list(actor, args.filter ?? {}, args.limit, args.offset), args.offset),
    },
    Mutation: {
      restoreRevision: async (_parent, args: { type: string; id: unknown; revision: number }, { services, actor }: GraphQLContext) => {
        const service = serviceOf(services, args.type);
        const id = parseId(args.id);
        await restoreRevision(services.revisions, service, actor, id, args.revision);
        const [newest] = await services.revisions.history(actor, service.spec, id);
        return newest;
      },
      exportCsv: (
        _parent,
        args: { type: string; department?: string | null; session?: string | null; search?: string | null; orderBy?: ListOrder | null },
        { services, actor, req }: GraphQLContext,
      ) =>
        services.csvExport.submissions(
          actor,
          serviceOf(services, args.type),
          { department: args.department, session: args.session, search: args.search, orderBy: args.orderBy },
          // The site's address (base/site-address.ts); else, for an administrator's own
          // download (never cached or shared), the address their browser used.
          services.siteAddress.forRequest(req.get("host"), req.protocol) ?? `${req.protocol}://${req.get("host") ?? "localhost"}`,
        ),
    },
  };
}
