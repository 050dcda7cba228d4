import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { AdminAccount } from "./admin-account.js";
import { TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";

// A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here.
@Entity("admin_session")
export class AdminSession {
  /** SHA-256 hex of the cookie token. */
  @PrimaryColumn({ name: "id", type: "varchar", length: 64 })
  id: string;

  @Index("idx_admin_session_account_sno")
  @Column({ name: "account_sno", type: "integer" })
  accountId: number;

  @ManyToOne(() => AdminAccount, { onDelete: "CASCADE" })
  @JoinColumn({ name: "account_sno", foreignKeyConstraintName: "fk_admin_session_account_sno" })
  account?: AdminAccount;

  @Index("idx_admin_session_expires_at")
  @TimestampColumn()
  expiresAt: Date;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

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
