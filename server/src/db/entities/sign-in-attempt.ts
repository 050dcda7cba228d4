import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { TimestampColumn } from "./column-types.js";

// Failed sign-ins counted per key, shared by every server instance.
@Entity("sign_in_attempt")
export class SignInAttempt {
  /** "account:<email>" or "ip:<address>". */
  @PrimaryColumn({ name: "key", type: "varchar", length: 300 })
  key: string;

  @Column({ name: "failures", type: "integer", default: 0 })
  failures: number;

  @TimestampColumn({ name: "window_started_at" })
  windowStartedAt: Date;

  @TimestampColumn({ name: "locked_until", nullable: true })
  lockedUntil: Date | null;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}
