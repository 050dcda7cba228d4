// Rows of the registry's "curriculum" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("curriculum")
export class Curriculum extends ContentEntity {
  @Index("idx_curriculum_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "semester", type: "integer" })
  semester: number;

  @Column({ name: "syllabus_pdf", type: "varchar", length: 300 })
  syllabusPdf: string;
}
