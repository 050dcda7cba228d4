import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { IntegerColumn, TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";
import { Webhook } from "./webhook.js";

// One event to send to one webhook, stored before it is sent so that it survives a restart.
// status: "pending" (waiting for next_attempt_at), "sending" (taken by a worker until
// next_attempt_at, its lease), "delivered" or "failed" (no attempts left).
@Entity("webhook_delivery")
@Index("idx_webhook_delivery_due", ["status", "nextAttemptAt"])
@Index("idx_webhook_delivery_webhook", ["webhookId"])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @IntegerColumn() webhookId: number;

  @ManyToOne(() => Webhook, { onDelete: "CASCADE" })
  @JoinColumn({ name: "webhook_id", foreignKeyConstraintName: "fk_webhook_delivery_webhook_id" })
  webhook?: Webhook;

  @VarcharColumn(20) event: string;

  /** The event's JSON without its id (the delivery's id is added when it is sent). */
  @TextColumn() payload: string;

  @VarcharColumn(12) status: string;

  @IntegerColumn({ default: 0 }) attempts: number;

  @TimestampColumn({ nullable: true }) nextAttemptAt: Date | null;

  @TimestampColumn({ nullable: true }) lastAttemptAt: Date | null;

  /** The receiver's HTTP status at the last attempt (null when none came). */
  @IntegerColumn({ nullable: true }) lastStatus: number | null;

  /** Why the last attempt failed, or the start of the receiver's answer (at most 300 characters). */
  @VarcharColumn(300, { nullable: true }) lastOutcome: string | null;

  @IntegerColumn({ nullable: true }) lastDurationMs: number | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;
}
