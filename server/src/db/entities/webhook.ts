import { CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { BooleanColumn, IntegerColumn, TextColumn, VarcharColumn } from "./column-types.js";

// An address an administrator registered to be told of changes to public content
// (services/webhooks/). The secret signs every delivery; it is stored sealed with the data key
// (secrets/sealed-text.ts) so that the server can sign while the database alone cannot.
@Entity("webhook")
export class Webhook {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @VarcharColumn(500) url: string;

  /** The signing secret, sealed ("sealed1:..."). */
  @TextColumn() secret: string;

  /** JSON array of content type keys; null for every public type. */
  @TextColumn({ nullable: true }) types: string | null;

  /** JSON array of webhook events ("create", "update", "delete", "restore", "purge"). */
  @VarcharColumn(200) events: string;

  @BooleanColumn({ default: true }) active: boolean;

  /** The administrator who added it (no foreign key: the hook outlives the account). */
  @IntegerColumn({ nullable: true }) createdBy: number | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;
}
