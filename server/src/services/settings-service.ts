import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from "typeorm";
import { SITE_SETTINGS_SOURCE } from "../db/public-sources.js";
import { requireAdministrator } from "../auth/roles.js";
import { FIELD_KINDS } from "../content/kinds/index.js";
import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import type { Actor } from "../base/actor.js";
import { validateFields } from "./validation.js";
import type { ContentVersionTracker } from "./content-version.js";
import { lockRow, runTransaction } from "../db/transaction.js";
import type { AuditRecorder } from "../base/audit.js";
import { SITE_SETTINGS_ID, SiteSettings } from "../db/entities/index.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { StoredImages } from "./stored-images.js";
import type { NamedFile, StoredFileNames } from "./stored-file-names.js";
import { storeCheckedUpload } from "../storage/upload-check.js";
import { originalName } from "../storage/original-name.js";
import type { IncomingFile } from "../base/incoming-file.js";
import type { StoredImageInfo } from "../content/kinds/index.js";
import { isUploadValue } from "../content/kinds/files.js";
import { missingPictureDescription } from "../content/alt-text.js";
import { fieldLabelIn, serverFieldWords } from "../content/server-field-words.js";
import { AppError } from "../base/errors.js";
import { sharedLogger } from "../base/logger.js";

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
  /** The stored files the settings name (the logo and its WebP variants): visitors may fetch them. */
  visitorFileKeys(): Promise<string[]>;
}

/** Where the settings' pictures (the logo) are stored, their sizes and the names they were uploaded with; without it a picture is refused. */
export interface SettingsPictures {
  storage: FileStorage;
  images: StoredImages;
  names: StoredFileNames;
  maxBytes: number;
}

/** The settings' image fields (the logo). */
const PICTURE_FIELDS = Object.entries(SITE_SETTINGS_FIELDS).filter(([, field]) => field.kind === "image");

const SETTINGS_ID = 1;

export function createSiteSettingsService(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  contentVersion: ContentVersionTracker,
  audit?: AuditRecorder,
  pictures?: SettingsPictures,
): SiteSettingsService {
  const repo = () => dataSource.getRepository(entity);

  /** The row as the API reads it, with each picture's size, variants and uploaded name beside it (`logoImageInfo`). */
  async function toView(row: ObjectLiteral | null): Promise<Record<string, unknown>> {
    const view: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(SITE_SETTINGS_FIELDS)) {
      const value = row?.[name] ?? null;
      view[name] = FIELD_KINDS[field.kind].fromColumn(value);
    }
    const keys = PICTURE_FIELDS.map(([name]) => view[name]).filter((key): key is string => typeof key === "string" && key !== "");
    const infos = pictures && keys.length > 0 ? await pictures.images.load(keys) : new Map<string, StoredImageInfo>();
    const names = pictures && keys.length > 0 ? await pictures.names.load(keys) : new Map<string, string>();
    for (const [name] of PICTURE_FIELDS) {
      const info = infos.get(String(view[name]));
      view[`${name}Info`] = info ? { ...info, name: names.get(info.key) } : null;
    }
    view.updatedAt = row?.updatedAt ?? null;
    return view;
  }

  /** Stores the uploads among `changes` (checked by their bytes, with WebP variants) and puts their keys in their place. */
  async function storePictures(changes: Record<string, unknown>): Promise<{ keys: string[]; images: StoredImageInfo[]; names: NamedFile[] }> {
    const stored = { keys: [] as string[], images: [] as StoredImageInfo[], names: [] as NamedFile[] };
    try {
      for (const [name, field] of PICTURE_FIELDS) {
        if (!isUploadValue(changes[name])) continue;
        if (!pictures) throw new Error("The settings service was made without a place to store pictures.");
        const upload = await storeCheckedUpload({
          storage: pictures.storage,
          file: changes[name] as IncomingFile,
          kind: "image",
          folder: "settings",
          field: name,
          label: fieldLabelIn(field),
          maxBytes: pictures.maxBytes,
        });
        stored.keys.push(...upload.keys);
        if (upload.image) stored.images.push(upload.image);
        const uploadedAs = originalName((changes[name] as IncomingFile).filename);
        if (uploadedAs) stored.names.push({ key: upload.key, name: uploadedAs });
        changes[name] = upload.key;
      }
    } catch (error) {
      await deleteStored(stored.keys);
      throw error;
    }
    return stored;
  }

  /** The keys of the stored pictures in `row` that `changes` replace or clear. */
  const replacedKeys = (row: ObjectLiteral | null, changes: Record<string, unknown>) =>
    PICTURE_FIELDS.flatMap(([name]) => {
      const key = row?.[name];
      return name in changes && typeof key === "string" && key !== "" && key !== changes[name] ? [key] : [];
    });

  /**
   * The files of the pictures that `changes` replace or clear in the locked row, with their
   * variants (`infos`, read before the transaction: the database answers one statement at a time
   * on SQLite); their size records go in the same transaction, the files once it has committed.
   */
  async function releasePictures(manager: EntityManager, existing: ObjectLiteral | null, changes: Record<string, unknown>, infos: Map<string, StoredImageInfo>) {
    const old = replacedKeys(existing, changes);
    if (pictures && old.length > 0) {
      await pictures.images.remove(manager, old);
      await pictures.names.remove(manager, old);
    }
    return old.flatMap((key) => [key, ...(infos.get(key)?.variants.map((variant) => variant.key) ?? [])]);
  }

  async function deleteStored(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await pictures?.storage.delete(key);
      } catch (error) {
        sharedLogger().error(`Could not delete the stored file ${key}: ${(error as Error).message}`);
      }
    }
  }

  return {
    async get() {
      return toView(await repo().findOneBy({ id: SETTINGS_ID }));
    },
    async visitorFileKeys() {
      const view = await toView(await repo().findOneBy({ id: SETTINGS_ID }));
      return PICTURE_FIELDS.flatMap(([name]) => {
        const info = view[`${name}Info`] as StoredImageInfo | null;
        const key = view[name];
        return typeof key === "string" && key !== "" ? [key, ...(info?.variants.map((variant) => variant.key) ?? [])] : [];
      });
    },
    async isEmpty() {
      return (await repo().countBy({ id: SETTINGS_ID })) === 0;
    },
    async update(actor, input) {
      requireAdministrator(actor, "settings");
      // Checked and the pictures stored before the transaction, so that making a picture's
      // variants does not hold the database's write lock; removed again if the save fails.
      const before = await repo().findOneBy({ id: SETTINGS_ID });
      const changes = validateFields(SITE_SETTINGS_FIELDS, input, before ? "update" : "create");
      const touched = new Set(Object.keys(changes));
      const missing = missingPictureDescription(SITE_SETTINGS_FIELDS, { ...before, ...changes }, touched);
      if (missing) {
        throw new AppError("BAD_USER_INPUT", missing.message, missing.field, (language) => {
          const again = missingPictureDescription(SITE_SETTINGS_FIELDS, { ...before, ...changes }, touched, serverFieldWords(language));
          return (again ?? missing).message;
        });
      }
      const stored = await storePictures(changes);
      const beforeKeys = replacedKeys(before, changes);
      const infos = pictures && beforeKeys.length > 0 ? await pictures.images.load(beforeKeys) : new Map<string, StoredImageInfo>();
      let replaced: string[] = [];
      // Read, lock and write inside one transaction, writing only the columns this save
      // changes: administrators saving different settings at once keep every change.
      try {
        await runTransaction(dataSource, async (manager) => {
          const settings = manager.getRepository(entity);
          const existing = await lockRow(manager, entity, SETTINGS_ID);
          const columns: Record<string, unknown> = {};
          for (const [name, value] of Object.entries(changes)) {
            columns[name] = FIELD_KINDS[SITE_SETTINGS_FIELDS[name as keyof typeof SITE_SETTINGS_FIELDS].kind].toColumn(value);
          }
          if (Object.keys(columns).length === 0) return;
          await pictures?.images.save(manager, stored.images);
          await pictures?.names.save(manager, stored.names);
          replaced = await releasePictures(manager, existing, changes, infos);
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
          await contentVersion.bump(manager, SITE_SETTINGS_SOURCE);
          const labels = Object.keys(columns).map((name) => SITE_SETTINGS_FIELDS[name as keyof typeof SITE_SETTINGS_FIELDS].label);
          await audit?.record({ action: "settings-changed", actor, detail: labels.join(", ") }, manager);
        });
      } catch (error) {
        await deleteStored(stored.keys);
        throw error;
      } finally {
        contentVersion.forget();
      }
      await deleteStored(replaced);
      return toView(await repo().findOneBy({ id: SETTINGS_ID }));
    },
  };
}
