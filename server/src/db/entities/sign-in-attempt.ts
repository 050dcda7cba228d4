import { Entity, Index, PrimaryColumn } from "typeorm";
import { IntegerColumn, TimestampColumn } from "./column-types.js";

// Sign-in counters shared by every server instance (auth/rate-limit.ts). One row per key: a
// number of password checks reserved in a window, or a remembered address (attempts unused).
@Entity("sign_in_attempt")
export class SignInAttempt {
  /**
   * "<kind>:<hash>[:<hash>]", e.g. "pair:<account hash>:<address hash>". The e-mail and the
   * address are hashed (SHA-256, 32 hex characters), so any input fits and none is stored.
   */
  @PrimaryColumn({ name: "key", type: "varchar", length: 100 })
  key: string;

  /** Password checks reserved in the current window and not given back. */
  @IntegerColumn({ default: 0 }) attempts: number;

  /** Of those, the checks still running (a refused sign-in waits briefly while there are some). */
  @IntegerColumn({ default: 0 }) pending: number;

  @TimestampColumn() windowStartedAt: Date;

  /** When the window ends (a counter starts again from zero) or the row means nothing any more. */
  @Index("idx_sign_in_attempt_expires_at")
  @TimestampColumn()
  expiresAt: Date;
}
