// Rows of the registry's "digitalLibrary" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("digital_library")
export class DigitalLibraryItem extends ContentEntity {
  @Column({ name: "subject_name", type: "varchar", length: 255 })
  subjectName: string;

  @Index("idx_digital_library_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "title", type: "varchar", length: 255 })
  title: string;

  @Column({ name: "author_name", type: "varchar", length: 255 })
  authorName: string;

  @Column({ name: "cover_image", type: "varchar", length: 300 })
  coverImage: string;

  @Column({ name: "book_pdf", type: "varchar", length: 300 })
  bookPdf: string;
}
