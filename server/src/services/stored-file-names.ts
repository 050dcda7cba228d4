import type { DataSource, EntityManager, FindOptionsWhere, Repository } from "typeorm";
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

/** The rows under `keys` of a table keyed by storage key (this one, stored_image), CHUNK keys a query. */
export async function rowsByKey<Row extends { key: string }>(repo: Repository<Row>, keys: readonly string[]): Promise<Row[]> {
  const unique = [...new Set(keys)];
  const rows: Row[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    rows.push(...(await repo.findBy({ key: In(unique.slice(start, start + CHUNK)) } as FindOptionsWhere<Row>)));
  }
  return rows;
}

export function createStoredFileNames(dataSource: DataSource): StoredFileNames {
  return {
    async load(keys) {
      const rows = await rowsByKey(dataSource.getRepository(StoredFileName), keys);
      return new Map(rows.map((row) => [row.key, row.name]));
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
