import { EntitySchema, type EntitySchemaColumnOptions } from "typeorm";
import { snakeCase } from "../../content/define.js";
import { FIELD_KINDS } from "../../content/kinds/index.js";
import { SITE_SETTINGS_FIELDS } from "../../content/site-settings.js";
import { ROW_STAMPS } from "../content-entities.js";

// The one row (id 1) of institute-wide settings: a column per SITE_SETTINGS_FIELDS key
// (server/src/content/site-settings.ts), shaped by its kind as a content type's field is, all
// nullable (no kind's default) so the row can exist before it is filled in.

/** The primary key of the only row. */
export const SITE_SETTINGS_ID = 1;

export type SiteSettingsRecord = { id: number; createdAt: Date; updatedAt: Date } & {
  [name in keyof typeof SITE_SETTINGS_FIELDS]: unknown;
};

function settingColumns(): Record<string, EntitySchemaColumnOptions> {
  const columns: Record<string, EntitySchemaColumnOptions> = {};
  for (const [name, field] of Object.entries(SITE_SETTINGS_FIELDS)) {
    const shape = FIELD_KINDS[field.kind].column(field);
    if (!shape || shape.type === "timestamp") throw new Error(`The site setting ${name} needs a column of a plain type.`);
    columns[name] = { name: snakeCase(name), type: shape.type, ...(shape.length !== undefined ? { length: shape.length } : {}), nullable: true };
  }
  return columns;
}

export const SiteSettings = new EntitySchema<SiteSettingsRecord>({
  name: "SiteSettings",
  tableName: "site_settings",
  columns: {
    id: { name: "id", type: "integer", primary: true },
    ...settingColumns(),
    ...ROW_STAMPS,
  },
});
