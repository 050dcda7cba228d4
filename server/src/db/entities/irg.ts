// Rows of the registry's "irg" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("irg")
export class Irg extends ContentEntity {
  @Index("idx_irg_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_irg_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "irg_pdf", type: "varchar", length: 300 })
  irgPdf: string;
}
