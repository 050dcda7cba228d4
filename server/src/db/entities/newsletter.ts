// Rows of the registry's "newsletter" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("newsletter")
export class Newsletter extends ContentEntity {
  @Index("idx_newsletter_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_newsletter_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "newsletter_pdf", type: "varchar", length: 300 })
  newsletterPdf: string;
}
