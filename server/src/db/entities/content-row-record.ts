import { PrimaryGeneratedColumn } from "typeorm";
import { IntegerColumn, VarcharColumn } from "./column-types.js";

/**
 * The first columns of a record kept about one content row (a revision, a pending change, a
 * broken link, a search entry): its own number, then the row's type and id.
 */
export abstract class ContentRowRecord {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  /** The content type's registry key ("timeTable"). */
  @VarcharColumn(60) typeKey: string;

  @IntegerColumn() rowId: number;
}
