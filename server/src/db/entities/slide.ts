// Rows of the registry's "slide" type; see server/src/content/registry.ts.
import { Column, Entity } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("slide")
export class Slide extends ContentEntity {
  @Column({ name: "caption", type: "varchar", length: 255 })
  caption: string;

  @Column({ name: "alt_text", type: "varchar", length: 255 })
  altText: string;

  @Column({ name: "image", type: "varchar", length: 300 })
  image: string;

  @Column({ name: "sort_order", type: "integer", nullable: true })
  sortOrder: number | null;
}
