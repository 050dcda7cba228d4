import { Entity, PrimaryColumn } from "typeorm";
import { IntegerColumn, TimestampColumn } from "./column-types.js";

// Public form submissions counted per address and time window, shared by every server instance.
@Entity("submission_quota")
export class SubmissionQuota {
  /** "ip:<address>". */
  @PrimaryColumn({ name: "key", type: "varchar", length: 100 })
  key: string;

  @IntegerColumn({ default: 0 }) count: number;

  @TimestampColumn() windowStartedAt: Date;
}
