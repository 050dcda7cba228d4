import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import type { ContentTypeSpec } from "../content/define.js";
import { FIELD_KINDS } from "../content/kinds/index.js";
import { columnNameOf, lookupHashOf } from "../db/entities/index.js";
import { SEALED_PREFIX, SealedValueProblem, type Sealer } from "../secrets/sealed-text.js";

// The stored side of personal data encrypted at rest, outside single writes (the content
// service seals what it writes): at start, values stored in clear by an older version are
// sealed, and the data key is checked against what the database holds.

export class DataKeyMismatch extends Error {}

export interface SealedFields {
  /**
   * Seals the values still stored in clear, and then lets no clear copy stay behind: SQLite's
   * WAL is emptied (the server runs SQLite with secure_delete, so the old bytes in the file are
   * overwritten), and a PostgreSQL table is rewritten (VACUUM FULL), dropping the old row
   * versions. Resolves with how many values were sealed.
   */
  sealClearValues(): Promise<number>;
  /** Fails with a plain message when the data key does not open the values already sealed. */
  checkDataKey(keySource: string): Promise<void>;
}

interface SealedColumn {
  entity: EntityTarget<ObjectLiteral>;
  table: string;
  field: string;
  column: string;
  shown(value: string): string;
}

type SealedTypes = readonly { spec: ContentTypeSpec; entity: EntityTarget<ObjectLiteral> }[];

function sealedColumns(types: SealedTypes): SealedColumn[] {
  return types.flatMap(({ spec, entity }) =>
    Object.entries(spec.fields).flatMap(([field, f]) => {
      const sealed = FIELD_KINDS[f.kind].sealed;
      return sealed ? [{ entity, table: spec.table, field, column: columnNameOf(field), shown: sealed.shown }] : [];
    }),
  );
}

/** True when some row holds a sealed value (needs no key: it is the question whether one was used). */
export async function holdsSealedValues(dataSource: DataSource, types: SealedTypes): Promise<boolean> {
  for (const { entity, field } of sealedColumns(types)) {
    const count = await dataSource
      .getRepository(entity)
      .createQueryBuilder("t")
      .where(`t.${field} LIKE :sealed`, { sealed: `${SEALED_PREFIX}%` })
      .getCount();
    if (count > 0) return true;
  }
  return false;
}

export function createSealedFields(dataSource: DataSource, sealer: Sealer, types: SealedTypes): SealedFields {
  const columns = sealedColumns(types);

  return {
    async sealClearValues() {
      let count = 0;
      const touched = new Set<string>();
      for (const { entity, field, shown, table } of columns) {
        const rows = await dataSource
          .getRepository(entity)
          .createQueryBuilder("t")
          .select(["t.id", `t.${field}`])
          .where(`t.${field} IS NOT NULL AND t.${field} NOT LIKE :sealed`, { sealed: `${SEALED_PREFIX}%` })
          .getMany();
        for (const row of rows) {
          const plain = String(row[field]);
          await dataSource.getRepository(entity).update({ id: row.id }, { [field]: sealer.seal(plain, shown(plain)), [lookupHashOf(field)]: sealer.lookupHash(plain) });
          count += 1;
          touched.add(table);
        }
      }
      if (touched.size > 0) {
        if (dataSource.options.type === "postgres") {
          for (const table of touched) await dataSource.query(`VACUUM FULL "${table}"`);
        } else await dataSource.query("PRAGMA wal_checkpoint(TRUNCATE)");
      }
      return count;
    },

    async checkDataKey(keySource) {
      for (const { entity, field, table, column } of columns) {
        const row = await dataSource
          .getRepository(entity)
          .createQueryBuilder("t")
          .select(["t.id", `t.${field}`])
          .where(`t.${field} LIKE :sealed`, { sealed: `${SEALED_PREFIX}%` })
          .orderBy("t.id", "DESC")
          .getOne();
        if (!row) continue;
        try {
          sealer.open(String(row[field]));
        } catch (error) {
          if (!(error instanceof SealedValueProblem)) throw error;
          throw new DataKeyMismatch(
            `The data key (${keySource}) is not the one this database's personal data was encrypted with ` +
              `(${table}.${column} does not open with it). Put back the site's own key file, or set DATA_KEY to its key; ` +
              "nothing was changed.",
          );
        }
      }
    },
  };
}
