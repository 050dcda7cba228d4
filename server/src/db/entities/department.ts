// Rows of the registry's "department" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("department")
export class Department extends ContentEntity {
  @Index("uq_department_slug", { unique: true })
  @Column({ name: "slug", type: "varchar", length: 40 })
  slug: string;

  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Column({ name: "is_teaching_branch", type: "boolean", default: false })
  isTeachingBranch: boolean;

  @Column({ name: "nba_accredited", type: "boolean", default: false })
  nbaAccredited: boolean;

  @Column({ name: "sort_order", type: "integer", nullable: true })
  sortOrder: number | null;

  @Column({ name: "head_of_department_title", type: "varchar", length: 255, nullable: true })
  headOfDepartmentTitle: string | null;

  @Column({ name: "description", type: "text", nullable: true })
  description: string | null;

  @Column({ name: "vision", type: "text", nullable: true })
  vision: string | null;

  /** JSON array of strings. */
  @Column({ name: "mission", type: "text", nullable: true })
  mission: string | null;

  /** JSON array of strings. */
  @Column({ name: "peos", type: "text", nullable: true })
  peos: string | null;

  /** JSON array of strings. */
  @Column({ name: "psos", type: "text", nullable: true })
  psos: string | null;

  /** JSON array of strings. */
  @Column({ name: "pos", type: "text", nullable: true })
  pos: string | null;
}
