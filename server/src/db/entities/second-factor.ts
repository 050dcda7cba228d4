import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from "typeorm";
import { AdminAccount } from "./admin-account.js";
import { IntegerColumn, TextColumn, TimestampColumn } from "./column-types.js";

// An account's second sign-in factor (auth/second-factor.ts): a TOTP secret, sealed with the
// site's data key like other personal data, and the keyed hashes of its unused recovery codes.
@Entity("second_factor")
export class SecondFactor {
  @PrimaryColumn({ name: "account_sno", type: "integer" })
  accountId: number;

  @OneToOne(() => AdminAccount, { onDelete: "CASCADE" })
  @JoinColumn({ name: "account_sno", foreignKeyConstraintName: "fk_second_factor_account_sno" })
  account?: AdminAccount;

  /** The TOTP secret (base32), sealed (secrets/sealed-text.ts): never stored or logged in clear. */
  @TextColumn() sealedSecret: string;

  /** Null while the account is setting it up (the first code not yet given): it is not asked for then. */
  @TimestampColumn({ nullable: true }) confirmedAt: Date | null;

  /** The unused recovery codes' keyed hashes, as a JSON array; a code used is taken out. */
  @TextColumn({ default: "[]" }) recoveryCodes: string;

  /** The last TOTP time step accepted: a code is never accepted twice. */
  @IntegerColumn({ nullable: true }) lastStep: number | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;
}
