import { Column, CreateDateColumn, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { AdminAccount } from "./admin-account.js";
import { TimestampColumn } from "./column-types.js";

/**
 * The columns of what an account is given for a while behind a random token (a signed-in
 * browser, a password-reset link): only the token's SHA-256 is stored, as the id, so a copy of
 * the database opens nothing; deleted with its account. `table` names the indexes and the
 * foreign key, as `idx_<table>_account_sno`.
 */
export function accountSecretColumns(table: string) {
  abstract class AccountSecret {
    /** SHA-256 hex of the token. */
    @PrimaryColumn({ name: "id", type: "varchar", length: 64 })
    id: string;

    @Index(`idx_${table}_account_sno`)
    @Column({ name: "account_sno", type: "integer" })
    accountId: number;

    @ManyToOne(() => AdminAccount, { onDelete: "CASCADE" })
    @JoinColumn({ name: "account_sno", foreignKeyConstraintName: `fk_${table}_account_sno` })
    account?: AdminAccount;

    @Index(`idx_${table}_expires_at`)
    @TimestampColumn()
    expiresAt: Date;

    @CreateDateColumn({ name: "created_at" })
    createdAt: Date;
  }
  return AccountSecret;
}
