import { isFileKind } from "../content/define.js";
import { fieldLabelIn } from "../content/server-field-words.js";
import { withSpooledUploads, type UploadField } from "./uploads.js";
import { isPrivileged } from "../base/actor.js";
import { asIs, FIELD_KINDS } from "../content/kinds/index.js";
import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import type { FieldResolver, GraphQLContext, ResolverMap } from "./context.js";
import { inQueryLanguage, queryLanguage, translatedFieldResolvers } from "./translated-fields.js";

// The institute-wide settings: thin calls to the settings service.

const UPLOAD_FIELDS: UploadField[] = Object.entries(SITE_SETTINGS_FIELDS)
  .filter(([, field]) => isFileKind(field.kind))
  .map(([name, field]) => ({ name, label: fieldLabelIn(field) }));

type SettingsView = Record<string, unknown>;

function listFieldResolvers(): Record<string, FieldResolver<unknown, SettingsView>> {
  const resolvers: Record<string, FieldResolver<unknown, SettingsView>> = {};
  for (const [name, field] of Object.entries(SITE_SETTINGS_FIELDS)) {
    const { toApi } = FIELD_KINDS[field.kind];
    const adminOnly = "adminOnly" in field && field.adminOnly === true;
    if (adminOnly) resolvers[name] = (view, _args, { actor }) => (isPrivileged(actor) ? toApi(view[name] ?? null, view) : null);
    else if (toApi !== asIs) resolvers[name] = (view) => toApi(view[name] ?? null, view);
    // A picture's `xInfo` (size and variants), which the service puts beside it.
    const { companion } = FIELD_KINDS[field.kind];
    if (companion) resolvers[companion.name(name)] = (view) => companion.toApi(view[companion.name(name)] ?? null);
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
      // The logo's upload is spooled first, as a content type's files are (uploads.ts).
      updateSiteSettings: (_parent, args: { input: SettingsView }, { services, actor }: GraphQLContext) =>
        withSpooledUploads({ ...args.input }, UPLOAD_FIELDS, { maxBytes: services.config.uploadMaxBytes, tempRoot: services.config.uploadTempDir }, (input) =>
          services.settings.update(actor, input),
        ),
    },
    SiteSettings: listFieldResolvers(),
  };
}
