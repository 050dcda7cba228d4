import { Entity, PrimaryColumn } from "typeorm";
import { IntegerColumn, TimestampColumn } from "./column-types.js";

// One row (id 1) whose number goes up with every write to published content. Server instances
// compare it with the number their cached public answers were computed at (services/content-version.ts).
@Entity("content_version")
export class ContentVersion {
  @PrimaryColumn({ name: "id", type: "integer" })
  id: number;

  @IntegerColumn({ default: 0 }) version: number;

  /** When the number last went up: when published content last changed (null before the first write). */
  @TimestampColumn({ nullable: true }) updatedAt: Date | null;
}
