import type { NewWebhook } from "../services/webhooks/webhook-admin.js";
import { parseId } from "./args.js";
import type { GraphQLContext, ResolverMap } from "./context.js";

// Webhooks: thin calls to the webhook service, which checks the administrator again.

export function webhookResolvers(): ResolverMap {
  return {
    Query: {
      webhooks: (_parent, _args, { services, actor }: GraphQLContext) => services.webhooks.list(actor),
    },
    Mutation: {
      createWebhook: (_parent, args: { input: NewWebhook }, { services, actor }: GraphQLContext) => services.webhooks.create(actor, { ...args.input }),
      deleteWebhook: async (_parent, args: { id: unknown }, { services, actor }: GraphQLContext) => {
        const id = parseId(args.id);
        await services.webhooks.remove(actor, id);
        return String(id);
      },
      redeliverWebhook: (_parent, args: { deliveryId: unknown }, { services, actor }: GraphQLContext) =>
        services.webhooks.redeliver(actor, parseId(args.deliveryId, "deliveryId")),
    },
  };
}
