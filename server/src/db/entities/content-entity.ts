import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

// What every content row has. Conventions of the subclasses: one property per registry field
// with the same name, column = snake_case of it; file fields hold a storage key such as
// "time-table/3f2c....pdf"; textList fields hold a JSON array of strings; dates are "YYYY-MM-DD".
// Every column names its type: tsx and esbuild emit no decorator metadata.
export abstract class ContentEntity {
  /** The old site's `sno`: legacy clients address rows by it. */
  @PrimaryGeneratedColumn({ name: "sno", type: "integer" })
  id: number;

  // No type here: TypeORM picks datetime on SQLite and timestamp on PostgreSQL.
  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}
