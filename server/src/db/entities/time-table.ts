// Rows of the registry's "timeTable" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("time_table")
export class TimeTable extends ContentEntity {
  @Index("idx_time_table_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_time_table_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "odd_semester_pdf", type: "varchar", length: 300 })
  oddSemesterPdf: string;

  @Column({ name: "even_semester_pdf", type: "varchar", length: 300 })
  evenSemesterPdf: string;
}
