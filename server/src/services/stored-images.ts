import type { DataSource, EntityManager } from "typeorm";
import { In } from "typeorm";
import type { StoredImageInfo } from "../content/kinds/index.js";
import { StoredImage } from "../db/entities/index.js";
import { rowsByKey } from "./stored-file-names.js";

// The size and variants of stored pictures (the stored_image table), for the content service:
// read for a page of rows in one query, written and removed inside the transaction of the row
// that names the picture.

export interface StoredImages {
  /** The infos of the pictures stored under `keys` that have one, by key. */
  load(keys: string[]): Promise<Map<string, StoredImageInfo>>;
  save(manager: EntityManager, infos: StoredImageInfo[]): Promise<void>;
  remove(manager: EntityManager, keys: string[]): Promise<void>;
}

function parseVariants(text: string): StoredImageInfo["variants"] {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((v): v is { width: number; key: string } => typeof v?.width === "number" && typeof v?.key === "string");
  } catch {
    return [];
  }
}

/** A stored_image row as the services use it. */
export function imageInfoOf(row: StoredImage): StoredImageInfo {
  return { key: row.key, width: row.width, height: row.height, variants: parseVariants(row.variants) };
}

export function createStoredImages(dataSource: DataSource): StoredImages {
  return {
    async load(keys) {
      const rows = await rowsByKey(dataSource.getRepository(StoredImage), keys);
      return new Map(rows.map((row) => [row.key, imageInfoOf(row)]));
    },

    async save(manager, infos) {
      if (infos.length === 0) return;
      await manager.getRepository(StoredImage).insert(
        infos.map((info) => ({
          key: info.key,
          width: info.width,
          height: info.height,
          variants: JSON.stringify(info.variants.map((v) => ({ width: v.width, key: v.key }))),
        })),
      );
    },

    async remove(manager, keys) {
      if (keys.length === 0) return;
      await manager.getRepository(StoredImage).delete({ key: In(keys) });
    },
  };
}
