// Rows of the registry's "document" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("document")
export class Document extends ContentEntity {
  @Index("idx_document_collection")
  @Column({ name: "collection", type: "varchar", length: 255 })
  collection: string;

  @Column({ name: "title", type: "varchar", length: 255 })
  title: string;

  @Column({ name: "year", type: "varchar", length: 40, nullable: true })
  year: string | null;

  @Column({ name: "document_pdf", type: "varchar", length: 300 })
  documentPdf: string;

  @Column({ name: "sort_order", type: "integer", nullable: true })
  sortOrder: number | null;
}
