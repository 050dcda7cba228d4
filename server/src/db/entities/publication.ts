// Rows of the registry's "publication" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("publication")
export class Publication extends ContentEntity {
  @Column({ name: "faculty_name", type: "varchar", length: 255 })
  facultyName: string;

  @Column({ name: "designation", type: "varchar", length: 255, nullable: true })
  designation: string | null;

  @Index("idx_publication_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "title", type: "varchar", length: 255, nullable: true })
  title: string | null;

  @Column({ name: "published_on", type: "date", nullable: true })
  publishedOn: string | null;

  @Column({ name: "profile_link", type: "varchar", length: 500, nullable: true })
  profileLink: string | null;

  @Column({ name: "publication_pdf", type: "varchar", length: 300 })
  publicationPdf: string;
}
