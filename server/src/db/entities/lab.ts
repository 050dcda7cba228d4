// Rows of the registry's "lab" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("lab")
export class Lab extends ContentEntity {
  @Index("idx_lab_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_lab_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "name", type: "varchar", length: 255, nullable: true })
  name: string | null;

  @Column({ name: "major_equipment", type: "text", nullable: true })
  majorEquipment: string | null;

  @Column({ name: "approximate_cost", type: "varchar", length: 255, nullable: true })
  approximateCost: string | null;

  @Column({ name: "area", type: "varchar", length: 255, nullable: true })
  area: string | null;

  @Column({ name: "coordinator", type: "varchar", length: 255, nullable: true })
  coordinator: string | null;

  @Column({ name: "photo_image", type: "varchar", length: 300, nullable: true })
  photoImage: string | null;

  @Column({ name: "lab_pdf", type: "varchar", length: 300, nullable: true })
  labPdf: string | null;

  @Column({ name: "sort_order", type: "integer", nullable: true })
  sortOrder: number | null;
}
