import type { DataSource, EntityManager } from "typeorm";
import { In } from "typeorm";
import { StoredFileName } from "../db/entities/index.js";

// The original names of stored files (the stored_file_name table), for the content services,
// the History and the file route: read for many keys in one query, written and removed inside
// the transaction of the row that names the file, as pictures' sizes are (stored-images.ts).

/** A stored file's key and the clean name it was uploaded with (storage/original-name.ts). */
export interface NamedFile {
  key: string;
  name: string;
}

export interface StoredFileNames {
  /** The names of the files under `keys` that have one, by key. */
  load(keys: readonly string[]): Promise<Map<string, string>>;
  save(manager: EntityManager, files: readonly NamedFile[]): Promise<void>;
  remove(manager: EntityManager, keys: readonly string[]): Promise<void>;
}

/** The largest number of keys asked for in one IN list (SQLite allows 32766 bound values). */
const CHUNK = 500;

export function createStoredFileNames(dataSource: DataSource): StoredFileNames {
  return {
    async load(keys) {
      const found = new Map<string, string>();
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += CHUNK) {
        const rows = await dataSource.getRepository(StoredFileName).findBy({ key: In(unique.slice(start, start + CHUNK)) });
        for (const row of rows) found.set(row.key, row.name);
      }
      return found;
    },

    async save(manager, files) {
      if (files.length === 0) return;
      await manager.getRepository(StoredFileName).insert(files.map(({ key, name }) => ({ key, name })));
    },

    async remove(manager, keys) {
      if (keys.length === 0) return;
      await manager.getRepository(StoredFileName).delete({ key: In([...keys]) });
    },
  };
}
