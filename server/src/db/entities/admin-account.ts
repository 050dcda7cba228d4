import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { TimestampColumn } from "./column-types.js";

// A person who may sign in to the admin area.
@Entity("admin_account")
export class AdminAccount {
  @PrimaryGeneratedColumn({ name: "sno", type: "integer" })
  id: number;

  /** Stored lower-case by the auth service, so the unique index is case-insensitive in effect. */
  @Index("uq_admin_account_email", { unique: true })
  @Column({ name: "email", type: "varchar", length: 255 })
  email: string;

  @Column({ name: "display_name", type: "varchar", length: 255, nullable: true })
  displayName: string | null;

  /** argon2id hash; never leaves the server. */
  @Column({ name: "password_hash", type: "varchar", length: 255 })
  passwordHash: string;

  @TimestampColumn({ name: "password_changed_at" })
  passwordChangedAt: Date;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}
