import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import type { FieldResolver, GraphQLContext, ResolverMap } from "./context.js";

// The institute-wide settings: thin calls to the settings service.

type SettingsView = Record<string, unknown>;

function listFieldResolvers(): Record<string, FieldResolver<unknown, SettingsView>> {
  const resolvers: Record<string, FieldResolver<unknown, SettingsView>> = {};
  for (const [name, field] of Object.entries(SITE_SETTINGS_FIELDS)) {
    if (field.kind === "textList") resolvers[name] = (view) => (Array.isArray(view[name]) ? view[name] : []);
  }
  return resolvers;
}

export function settingsResolvers(): ResolverMap {
  return {
    Query: {
      siteSettings: (_parent, _args, { services }: GraphQLContext) => services.settings.get(),
    },
    Mutation: {
      updateSiteSettings: (_parent, args: { input: SettingsView }, { services, actor }: GraphQLContext) =>
        services.settings.update(actor, { ...args.input }),
    },
    SiteSettings: listFieldResolvers(),
  };
}
