import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { TimestampColumn } from "./column-types.js";

// A key a third-party tool sends as `Authorization: Bearer <token>`. Only the token's SHA-256
// is stored; its first characters (`prefix`) let the clerk recognise it in the panel.
// The per-minute request count lives on the row itself, so every server shares it.
@Entity("api_token")
export class ApiToken {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @Column({ name: "name", type: "varchar", length: 100 })
  name: string;

  /** SHA-256 hex of the whole token. */
  @Index("idx_api_token_hash", { unique: true })
  @Column({ name: "hash", type: "varchar", length: 64 })
  hash: string;

  @Column({ name: "prefix", type: "varchar", length: 16 })
  prefix: string;

  /** "read" or "write" (read and write). */
  @Column({ name: "scope", type: "varchar", length: 10 })
  scope: string;

  /** Registry keys separated by commas; null for every content type. */
  @Column({ name: "content_types", type: "text", nullable: true })
  contentTypes: string | null;

  /** Requests allowed per minute. */
  @Column({ name: "rate_limit", type: "integer", default: 600 })
  rateLimit: number;

  @TimestampColumn({ name: "expires_at", nullable: true })
  expiresAt: Date | null;

  /** The administrator account that made it (kept as a number when the account is deleted). */
  @Column({ name: "created_by", type: "integer", nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @TimestampColumn({ name: "revoked_at", nullable: true })
  revokedAt: Date | null;

  @TimestampColumn({ name: "last_used_at", nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: "last_used_ip", type: "varchar", length: 64, nullable: true })
  lastUsedIp: string | null;

  /** Start of the current one-minute window of the rate limit, and the requests counted in it. */
  @TimestampColumn({ name: "window_started_at", nullable: true })
  windowStartedAt: Date | null;

  @Column({ name: "window_count", type: "integer", default: 0 })
  windowCount: number;
}
