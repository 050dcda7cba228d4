import { Entity } from "typeorm";
import { accountSecretColumns } from "./account-secret.js";
import { TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";

// A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here.
@Entity("admin_session")
export class AdminSession extends accountSecretColumns("admin_session") {
  @TimestampColumn() lastSeenAt: Date;

  @VarcharColumn(64, { nullable: true }) ip: string | null;

  @TextColumn({ nullable: true }) userAgent: string | null;

  /**
   * What the session still lacks (auth/auth-service.ts): null when signed in, "second-step"
   * while the code of the second factor is awaited, "set-up-second-step" when the site requires
   * a second factor the account has not set up (only setting it up is allowed).
   */
  @VarcharColumn(20, { nullable: true }) pending: string | null;
}
