import { CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { IntegerColumn, TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";

// A key a third-party tool sends as `Authorization: Bearer <token>`. Only the token's SHA-256
// is stored; its first characters (`prefix`) let the clerk recognise it in the panel.
// The per-minute request count lives on the row itself, so every server shares it.
@Entity("api_token")
export class ApiToken {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @VarcharColumn(100) name: string;

  /** SHA-256 hex of the whole token. */
  @Index("idx_api_token_hash", { unique: true })
  @VarcharColumn(64)
  hash: string;

  @VarcharColumn(16) prefix: string;

  /** "read" or "write" (read and write). */
  @VarcharColumn(10) scope: string;

  /** Registry keys separated by commas; null for every content type. */
  @TextColumn({ nullable: true }) contentTypes: string | null;

  /** Requests allowed per minute. */
  @IntegerColumn({ default: 600 }) rateLimit: number;

  @TimestampColumn({ nullable: true }) expiresAt: Date | null;

  /** The administrator account that made it (kept as a number when the account is deleted). */
  @IntegerColumn({ nullable: true }) createdBy: number | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @TimestampColumn({ nullable: true }) revokedAt: Date | null;

  @TimestampColumn({ nullable: true }) lastUsedAt: Date | null;

  @VarcharColumn(64, { nullable: true }) lastUsedIp: string | null;

  /** Start of the current one-minute window of the rate limit, and the requests counted in it. */
  @TimestampColumn({ nullable: true }) windowStartedAt: Date | null;

  @IntegerColumn({ default: 0 }) windowCount: number;
}
