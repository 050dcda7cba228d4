// Rows of the registry's "admissionProcess" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("admission_process")
export class AdmissionProcess extends ContentEntity {
  @Index("idx_admission_process_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Column({ name: "report_pdf", type: "varchar", length: 300 })
  reportPdf: string;
}
