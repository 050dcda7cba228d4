import { CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { TimestampColumn, VarcharColumn } from "./column-types.js";

// A person who may sign in to the admin area.
@Entity("admin_account")
export class AdminAccount {
  @PrimaryGeneratedColumn({ name: "sno", type: "integer" })
  id: number;

  /** Stored lower-case by the auth service, so the unique index is case-insensitive in effect. */
  @Index("uq_admin_account_email", { unique: true })
  @VarcharColumn(255)
  email: string;

  @VarcharColumn(255, { nullable: true }) displayName: string | null;

  /** argon2id hash; never leaves the server. */
  @VarcharColumn(255) passwordHash: string;

  @TimestampColumn() passwordChangedAt: Date;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}
