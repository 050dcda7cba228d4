// Rows of the registry's "studentList" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("student_list")
export class StudentList extends ContentEntity {
  @Index("idx_student_list_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_student_list_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "semester", type: "integer" })
  semester: number;

  @Column({ name: "list_pdf", type: "varchar", length: 300 })
  listPdf: string;
}
