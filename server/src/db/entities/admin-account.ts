import { CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";

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

  /** administrator, editor, approver or viewer (auth/roles.ts); accounts made before roles are administrators. */
  @VarcharColumn(20, { default: "administrator" }) role: string;

  /** An editor's or approver's departments (slugs separated by commas); null for every department. */
  @TextColumn({ nullable: true }) reachDepartments: string | null;

  /** An editor's or approver's content types (registry keys separated by commas); null for every type. */
  @TextColumn({ nullable: true }) reachTypes: string | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}
