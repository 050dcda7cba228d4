// Rows of the registry's "auditReport" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("audit_report")
export class AuditReport extends ContentEntity {
  @Index("idx_audit_report_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Column({ name: "report_pdf", type: "varchar", length: 300 })
  reportPdf: string;
}
