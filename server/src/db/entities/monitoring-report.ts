// Rows of the registry's "monitoringReport" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("monitoring_report")
export class MonitoringReport extends ContentEntity {
  @Index("idx_monitoring_report_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Column({ name: "report_pdf", type: "varchar", length: 300 })
  reportPdf: string;
}
