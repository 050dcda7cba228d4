// Rows of the registry's "eoaReport" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("eoa_report")
export class EoaReport extends ContentEntity {
  @Index("idx_eoa_report_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_eoa_report_department")
  @Column({ name: "department", type: "varchar", length: 255, nullable: true })
  department: string | null;

  @Column({ name: "report_pdf", type: "varchar", length: 300 })
  reportPdf: string;
}
