// Rows of the registry's "facultyStaff" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("faculty_staff")
export class FacultyStaff extends ContentEntity {
  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Column({ name: "designation", type: "varchar", length: 255 })
  designation: string;

  @Column({ name: "qualification", type: "varchar", length: 255 })
  qualification: string;

  @Column({ name: "experience", type: "integer" })
  experience: number;

  @Column({ name: "contact", type: "varchar", length: 255 })
  contact: string;

  @Index("idx_faculty_staff_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "email", type: "varchar", length: 255 })
  email: string;

  @Column({ name: "photo_image", type: "varchar", length: 300 })
  photoImage: string;

  @Column({ name: "sort_order", type: "integer", nullable: true })
  sortOrder: number | null;
}
