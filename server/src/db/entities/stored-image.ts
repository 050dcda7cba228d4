import { Entity, PrimaryColumn } from "typeorm";
import { IntegerColumn, TextColumn } from "./column-types.js";

// What is known of every picture uploaded since variants are made (services/stored-images.ts):
// its size upright and its WebP variants, keyed by the original's storage key. The row is
// written in the transaction of the content row that names the picture, and removed with it.
@Entity("stored_image")
export class StoredImage {
  /** The original's storage key ("slide/<uuid>.jpg"), as the content row's image field holds it. */
  @PrimaryColumn({ name: "key", type: "varchar", length: 300 })
  key: string;

  @IntegerColumn() width: number;

  @IntegerColumn() height: number;

  /** JSON: [{ "width": 320, "key": "slide/<uuid>-320w.webp" }, ...], smallest first. */
  @TextColumn() variants: string;
}
