import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { AdminAccount } from "./admin-account.js";
import { TimestampColumn } from "./column-types.js";

// A password-reset link sent by e-mail (auth/password-resets.ts). The link holds a random token;
// only its SHA-256 is stored here, like a session's, so a copy of the database resets nothing.
// A row is deleted when its link is used, so a link works once.
@Entity("password_reset")
export class PasswordReset {
  /** SHA-256 hex of the link's token. */
  @PrimaryColumn({ name: "id", type: "varchar", length: 64 })
  id: string;

  @Index("idx_password_reset_account_sno")
  @Column({ name: "account_sno", type: "integer" })
  accountId: number;

  @ManyToOne(() => AdminAccount, { onDelete: "CASCADE" })
  @JoinColumn({ name: "account_sno", foreignKeyConstraintName: "fk_password_reset_account_sno" })
  account?: AdminAccount;

  @Index("idx_password_reset_expires_at")
  @TimestampColumn()
  expiresAt: Date;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;
}
