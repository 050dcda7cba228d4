import { gql, type TypedDocumentNode } from "@apollo/client";
import { SITE_SETTINGS_FIELDS } from "../../../../server/src/content/site-settings.js";

// The site settings' query and mutation (schema/settings.graphql), selecting every field the
// settings description (SITE_SETTINGS_FIELDS) lists.

const selection = `${Object.keys(SITE_SETTINGS_FIELDS).join(" ")} updatedAt`;

export type SettingsValues = Record<string, unknown> & { updatedAt: string | null };

export const SITE_SETTINGS: TypedDocumentNode<{ siteSettings: SettingsValues }, Record<string, never>> = gql(
  `query AdminSiteSettings { siteSettings { ${selection} } }`,
);

export const UPDATE_SITE_SETTINGS: TypedDocumentNode<{ updateSiteSettings: SettingsValues }, { input: Record<string, unknown> }> = gql(
  `mutation AdminUpdateSiteSettings($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { ${selection} } }`,
);
