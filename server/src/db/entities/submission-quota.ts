import { Column, Entity, PrimaryColumn } from "typeorm";
import { TimestampColumn } from "./column-types.js";

// Public form submissions counted per address and time window, shared by every server instance.
@Entity("submission_quota")
export class SubmissionQuota {
  /** "ip:<address>". */
  @PrimaryColumn({ name: "key", type: "varchar", length: 100 })
  key: string;

  @Column({ name: "count", type: "integer", default: 0 })
  count: number;

  @TimestampColumn({ name: "window_started_at" })
  windowStartedAt: Date;
}
