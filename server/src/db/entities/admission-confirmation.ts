// Rows of the registry's "admissionConfirmation" type; see server/src/content/registry.ts.
import { Column, Entity } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("admission_confirmation")
export class AdmissionConfirmation extends ContentEntity {
  @Column({ name: "enrollment", type: "varchar", length: 30 })
  enrollment: string;

  @Column({ name: "aadhaar_number", type: "varchar", length: 255 })
  aadhaarNumber: string;

  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Column({ name: "email", type: "varchar", length: 255, nullable: true })
  email: string | null;

  @Column({ name: "gender", type: "varchar", length: 255 })
  gender: string;

  @Column({ name: "phone", type: "varchar", length: 255 })
  phone: string;

  @Column({ name: "admission_year", type: "varchar", length: 255 })
  admissionYear: string;

  @Column({ name: "direct_second_year", type: "boolean", default: false })
  directSecondYear: boolean;
}
