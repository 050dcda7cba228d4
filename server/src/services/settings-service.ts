import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { FIELD_KINDS } from "../content/kinds/index.js";
import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import { isPrivileged, type Actor } from "../base/actor.js";
import { signInRequired } from "../base/errors.js";
import { validateFields } from "./validation.js";
import type { ContentVersionTracker } from "./content-version.js";
import { lockRow, runTransaction } from "../db/transaction.js";
import type { AuditRecorder } from "../base/audit.js";
import { SITE_SETTINGS_ID, SiteSettings } from "../db/entities/index.js";

// The single row of institute-wide settings (id 1). Everyone may read it; administrators change it.

/** The NEW_DAYS setting as stored (null when left empty), read straight from its row. */
export async function readNewDays(dataSource: DataSource): Promise<number | null> {
  const row = await dataSource.getRepository(SiteSettings).findOneBy({ id: SITE_SETTINGS_ID });
  return (row?.newDays as number | null | undefined) ?? null;
}

export interface SiteSettingsService {
  get(): Promise<Record<string, unknown>>;
  update(actor: Actor, input: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** True until someone (the seed or an administrator) has saved the settings. */
  isEmpty(): Promise<boolean>;
}

const SETTINGS_ID = 1;

export function createSiteSettingsService(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  contentVersion: ContentVersionTracker,
  audit?: AuditRecorder,
): SiteSettingsService {
  const repo = () => dataSource.getRepository(entity);

  function toView(row: ObjectLiteral | null): Record<string, unknown> {
    const view: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(SITE_SETTINGS_FIELDS)) {
      const value = row?.[name] ?? null;
      view[name] = FIELD_KINDS[field.kind].fromColumn(value);
    }
    view.updatedAt = row?.updatedAt ?? null;
    return view;
  }

  return {
    async get() {
      return toView(await repo().findOneBy({ id: SETTINGS_ID }));
    },
    async isEmpty() {
      return (await repo().countBy({ id: SETTINGS_ID })) === 0;
    },
    async update(actor, input) {
      if (!isPrivileged(actor)) throw signInRequired();
      // Read, check and write inside one transaction, the row locked, writing only the columns
      // this save changes: administrators saving different settings at once keep every change.
      try {
        await runTransaction(dataSource, async (manager) => {
          const settings = manager.getRepository(entity);
          const existing = await lockRow(manager, entity, SETTINGS_ID);
          const changes = validateFields(SITE_SETTINGS_FIELDS, input, existing ? "update" : "create");
          const columns: Record<string, unknown> = {};
          for (const [name, value] of Object.entries(changes)) {
            columns[name] = FIELD_KINDS[SITE_SETTINGS_FIELDS[name as keyof typeof SITE_SETTINGS_FIELDS].kind].toColumn(value);
          }
          if (Object.keys(columns).length === 0) return;
          // The first save creates the row; if another first save got there at the same moment,
          // this one's values are written over it like any later save.
          if (!existing)
            await settings
              .createQueryBuilder()
              .insert()
              .values({ ...columns, id: SETTINGS_ID })
              .orIgnore()
              .execute();
          await settings.update({ id: SETTINGS_ID }, { ...columns, updatedAt: new Date() });
          await contentVersion.bump(manager);
          const labels = Object.keys(columns).map((name) => SITE_SETTINGS_FIELDS[name as keyof typeof SITE_SETTINGS_FIELDS].label);
          await audit?.record({ action: "settings-changed", actor, detail: labels.join(", ") }, manager);
        });
      } finally {
        contentVersion.forget();
      }
      return toView(await repo().findOneBy({ id: SETTINGS_ID }));
    },
  };
}
