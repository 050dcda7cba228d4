import type { EntityManager } from "typeorm";
import type { StoredImageInfo } from "../../content/kinds/index.js";
import { fieldLabelIn } from "../../content/server-field-words.js";
import { storeCheckedUpload } from "../../storage/upload-check.js";
import { originalName } from "../../storage/original-name.js";
import type { IncomingFile } from "../../base/incoming-file.js";
import { sharedLogger } from "../../base/logger.js";
import type { TypeContext } from "./type-context.js";
import { applyReadLimit, onlyPublished } from "./list-query.js";
import type { Actor } from "../../base/actor.js";
import type { NamedFile } from "../stored-file-names.js";

// A type's stored files: uploads checked by their bytes and stored (pictures with their WebP
// variants) before a write, removed again if it fails, and let go once nothing names them. Each
// keeps the name it was uploaded with, which the panel shows and downloads offer.

/** What a write stored: every file written (pictures' variants too), the new pictures' sizes and variants, the new files' original names. */
export interface StoredUploads {
  keys: string[];
  images: StoredImageInfo[];
  names: NamedFile[];
}

/** Stores the files of `values` (IncomingFile values) and replaces them by their keys. */
export async function storeFiles({ spec, deps, fileFields }: TypeContext, values: Record<string, unknown>): Promise<StoredUploads> {
  const stored: StoredUploads = { keys: [], images: [], names: [] };
  try {
    for (const [name, field] of fileFields) {
      const value = values[name];
      if (!value || typeof value === "string") continue;
      const upload = await storeCheckedUpload({
        storage: deps.storage,
        file: value as IncomingFile,
        kind: field.kind as "pdf" | "image",
        folder: spec.uploadFolder,
        field: name,
        label: fieldLabelIn(field),
        maxBytes: deps.config.uploadMaxBytes,
      });
      stored.keys.push(...upload.keys);
      if (upload.image) stored.images.push(upload.image);
      const uploadedAs = originalName((value as IncomingFile).filename);
      if (uploadedAs) stored.names.push({ key: upload.key, name: uploadedAs });
      values[name] = upload.key;
    }
  } catch (error) {
    await deleteFiles({ deps }, stored.keys);
    throw error;
  }
  return stored;
}

/** Inside the write's transaction: what is known of the files it stored (pictures' sizes, original names). */
export async function recordStoredFiles({ images, fileNames }: TypeContext, manager: EntityManager, stored: StoredUploads): Promise<void> {
  await images?.save(manager, stored.images);
  await fileNames?.save(manager, stored.names);
}

export async function deleteFiles({ deps }: Pick<TypeContext, "deps">, keys: unknown[]): Promise<void> {
  for (const key of keys) {
    if (typeof key !== "string" || !key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      sharedLogger().error(`Could not delete the stored file ${key}: ${(error as Error).message}`);
    }
  }
}

/** True while a row of this type or a kept version still names the stored file. */
async function fileStillNamed({ repo, fileFields, deps }: TypeContext, key: string): Promise<boolean> {
  const rowNames = await repo().exists({ where: fileFields.map(([name]) => ({ [name]: key })) });
  return rowNames || (await deps.keepsFile?.(key)) === true;
}

/**
 * The one way a committed write lets files go (a replaced or cleared file, a purged row, the
 * versions dropped past REVISIONS_KEPT): each file of the given fields of `rows` that no row
 * and no kept version names any more is deleted, with a picture's variants and size record and
 * its original name.
 */
export async function releaseFiles(ctx: TypeContext, rows: readonly Record<string, unknown>[], names: string[]): Promise<void> {
  const { images, pictureFields, fileNames } = ctx;
  const keys = new Set(rows.flatMap((row) => names.map((name) => row[name]).filter((key): key is string => typeof key === "string" && key !== "")));
  for (const key of keys) {
    try {
      if (await fileStillNamed(ctx, key)) continue;
      const isPicture = rows.some((row) => pictureFields.some(([name]) => row[name] === key));
      const info = isPicture && images ? (await images.load([key])).get(key) : undefined;
      if (info && images) await images.remove(ctx.deps.dataSource.manager, [key]);
      await fileNames?.remove(ctx.deps.dataSource.manager, [key]);
      await deleteFiles(ctx, [key, ...(info?.variants.map((variant) => variant.key) ?? [])]);
    } catch (error) {
      sharedLogger().error(`Could not check or delete the stored file ${key}: ${(error as Error).message}`);
    }
  }
}

/**
 * The stored files a visitor may fetch through this type: those its published rows name, with
 * pictures' variants; none for a type only administrators read.
 */
export async function visitorFileKeys({ publiclyRead, fileFields, repo, now, images }: TypeContext): Promise<string[]> {
  if (!publiclyRead || fileFields.length === 0) return [];
  const qb = repo()
    .createQueryBuilder("t")
    .select(fileFields.map(([name]) => `t.${name}`));
  onlyPublished(qb, now());
  const keys: string[] = [];
  for (const entity of await qb.getMany()) {
    for (const [name] of fileFields) if (typeof entity[name] === "string" && entity[name] !== "") keys.push(entity[name]);
  }
  if (images) for (const info of (await images.load(keys)).values()) keys.push(...info.variants.map((variant) => variant.key));
  return keys;
}

/**
 * Whether a panel account reads a row of this type (in the Trash too) that names the file `key`,
 * within its reach: how an editor fetches its own department's files withheld from visitors.
 */
export async function actorReadsFile(ctx: TypeContext, actor: Actor, key: string): Promise<boolean> {
  if (ctx.fileFields.length === 0) return false;
  const qb = ctx.repo().createQueryBuilder("t").select("t.id");
  if (applyReadLimit(ctx, qb, actor)) return false;
  qb.andWhere(`(${ctx.fileFields.map(([name]) => `t.${name} = :fileKey`).join(" OR ")})`, { fileKey: key });
  return (await qb.limit(1).getRawOne()) !== undefined;
}
