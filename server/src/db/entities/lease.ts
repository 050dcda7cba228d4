import { Entity, PrimaryColumn } from "typeorm";
import { TimestampColumn, VarcharColumn } from "./column-types.js";

// A named job's lease, shared by every server instance on the database: the instance whose
// holder id is in the row may do the job until `expires_at` (services/lease.ts).
@Entity("lease")
export class Lease {
  /** The job: "upkeep:leftover-uploads", "upkeep:retention", ... */
  @PrimaryColumn({ name: "name", type: "varchar", length: 100 })
  name: string;

  /** A random id of the run holding it. */
  @VarcharColumn(64) holder: string;

  @TimestampColumn() expiresAt: Date;
}
