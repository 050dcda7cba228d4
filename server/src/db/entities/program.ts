// Rows of the registry's "program" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("program")
export class Program extends ContentEntity {
  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Index("idx_program_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "intake", type: "integer" })
  intake: number;

  @Column({ name: "sort_order", type: "integer", nullable: true })
  sortOrder: number | null;
}
