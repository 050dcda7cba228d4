import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

// An address an administrator registered to be told of changes to public content
// (services/webhooks/). The secret signs every delivery; it is stored sealed with the data key
// (secrets/sealed-text.ts) so that the server can sign while the database alone cannot.
@Entity("webhook")
export class Webhook {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @Column({ name: "url", type: "varchar", length: 500 })
  url: string;

  /** The signing secret, sealed ("sealed1:..."). */
  @Column({ name: "secret", type: "text" })
  secret: string;

  /** JSON array of content type keys; null for every public type. */
  @Column({ name: "types", type: "text", nullable: true })
  types: string | null;

  /** JSON array of webhook events ("create", "update", "delete", "restore", "purge"). */
  @Column({ name: "events", type: "varchar", length: 200 })
  events: string;

  @Column({ name: "active", type: "boolean", default: true })
  active: boolean;

  /** The administrator who added it (no foreign key: the hook outlives the account). */
  @Column({ name: "created_by", type: "integer", nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;
}
