import { Entity, PrimaryColumn } from "typeorm";
import { VarcharColumn } from "./column-types.js";

/** The longest original name kept, in characters (storage/original-name.ts shortens longer ones). */
export const MAX_ORIGINAL_NAME = 200;

// The name a file had on the uploader's computer ("Winter timetable 2026.pdf"), keyed by the
// storage key that replaced it (services/stored-file-names.ts): the panel names files by it and
// downloads offer it. Written in the transaction of the row that names the file, removed with
// the file. Files stored before names were kept have no row.
@Entity("stored_file_name")
export class StoredFileName {
  /** The stored file's key ("time-table/<uuid>.pdf"), as the content row's file field holds it. */
  @PrimaryColumn({ name: "key", type: "varchar", length: 300 })
  key: string;

  @VarcharColumn(MAX_ORIGINAL_NAME) name: string;
}
