import type { FieldSpec } from "../content/define.js";
import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import { argumentList, inputArgument, LANG_ARGUMENT } from "./content-arguments.js";
import { docstring, fallbackField, inputFields, note, objectFields } from "./content-sdl.js";

// The site settings' SDL (schema/settings.graphql), written from SITE_SETTINGS_FIELDS like the
// content types' (content-sdl.ts), so a new setting is one entry there and one migration.

/** The settings row may not be saved yet: every field of the answer may be null, whatever the form requires. */
function answerFields(fields: Readonly<Record<string, FieldSpec>>): Record<string, FieldSpec> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field, required: false }]));
}

export function settingsSdl(): string {
  return (
    "# Institute-wide settings: one record. The header's phone, e-mail and web address come from\n" +
    "# here, so another polytechnic could run the same software. Written from SITE_SETTINGS_FIELDS\n" +
    "# (server/src/content/site-settings.ts) by `npm run codegen`: do not edit by hand.\n\n" +
    docstring("The institute's name, contacts and links. Every text is null until the settings are first saved.") +
    `type SiteSettings {\n${objectFields(answerFields(SITE_SETTINGS_FIELDS))}${fallbackField(SITE_SETTINGS_FIELDS)}` +
    `${note("When the settings were last saved; null before that.")}  updatedAt: DateTime\n}\n\n` +
    docstring("Only the fields given are changed.") +
    `input UpdateSiteSettingsInput {\n${inputFields(SITE_SETTINGS_FIELDS, "update")}}\n\n` +
    "extend type Query {\n" +
    note("The institute's settings (name, contacts, links).") +
    `  siteSettings${argumentList([LANG_ARGUMENT])}: SiteSettings! @public\n` +
    note("When published content last changed (the footer's Last updated); null before the first change.") +
    "  siteUpdatedAt: DateTime @public\n}\n\n" +
    "extend type Mutation {\n" +
    note("Saves the settings given; the others stay as they are.") +
    `  updateSiteSettings${argumentList([inputArgument("UpdateSiteSettingsInput", "update")])}: SiteSettings! @admin\n}\n`
  );
}
