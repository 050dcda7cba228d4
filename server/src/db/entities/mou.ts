// Rows of the registry's "mou" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("mou")
export class Mou extends ContentEntity {
  @Index("idx_mou_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_mou_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "firm_name", type: "varchar", length: 255 })
  firmName: string;

  @Column({ name: "valid_upto", type: "varchar", length: 255 })
  validUpto: string;

  @Column({ name: "activity", type: "text", nullable: true })
  activity: string | null;

  @Column({ name: "subject", type: "varchar", length: 255, nullable: true })
  subject: string | null;

  @Column({ name: "agreement_pdf", type: "varchar", length: 300 })
  agreementPdf: string;
}
