import { isPrivileged } from "../base/actor.js";
import { asIs, FIELD_KINDS } from "../content/kinds/index.js";
import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import type { FieldResolver, GraphQLContext, ResolverMap } from "./context.js";
import { inQueryLanguage, queryLanguage, translatedFieldResolvers } from "./translated-fields.js";

// The institute-wide settings: thin calls to the settings service.

type SettingsView = Record<string, unknown>;

function listFieldResolvers(): Record<string, FieldResolver<unknown, SettingsView>> {
  const resolvers: Record<string, FieldResolver<unknown, SettingsView>> = {};
  for (const [name, field] of Object.entries(SITE_SETTINGS_FIELDS)) {
    const { toApi } = FIELD_KINDS[field.kind];
    const adminOnly = "adminOnly" in field && field.adminOnly === true;
    if (adminOnly) resolvers[name] = (view, _args, { actor }) => (isPrivileged(actor) ? toApi(view[name] ?? null, view) : null);
    else if (toApi !== asIs) resolvers[name] = (view) => toApi(view[name] ?? null, view);
  }
  return { ...resolvers, ...translatedFieldResolvers(SITE_SETTINGS_FIELDS) };
}

export function settingsResolvers(): ResolverMap {
  return {
    Query: {
      siteSettings: async (_parent, args: { lang?: string }, context: GraphQLContext) =>
        inQueryLanguage(await context.services.settings.get(), queryLanguage(args, context)),
      siteUpdatedAt: (_parent, _args, { services }: GraphQLContext) => services.contentVersion.updatedAt(),
    },
    Mutation: {
      updateSiteSettings: (_parent, args: { input: SettingsView }, { services, actor }: GraphQLContext) => services.settings.update(actor, { ...args.input }),
    },
    SiteSettings: listFieldResolvers(),
  };
}
