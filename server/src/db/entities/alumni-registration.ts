// Rows of the registry's "alumniRegistration" type; see server/src/content/registry.ts.
import { Column, Entity } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("alumni_registration")
export class AlumniRegistration extends ContentEntity {
  @Column({ name: "full_name", type: "varchar", length: 255 })
  fullName: string;

  @Column({ name: "email", type: "varchar", length: 255, nullable: true })
  email: string | null;

  @Column({ name: "whatsapp_number", type: "varchar", length: 255 })
  whatsappNumber: string;

  @Column({ name: "year_of_passing", type: "integer" })
  yearOfPassing: number;

  @Column({ name: "date_of_birth", type: "date" })
  dateOfBirth: string;

  @Column({ name: "occupation", type: "varchar", length: 255 })
  occupation: string;

  @Column({ name: "address", type: "text" })
  address: string;

  @Column({ name: "gender", type: "varchar", length: 255 })
  gender: string;

  @Column({ name: "after_diploma", type: "text" })
  afterDiploma: string;
}
