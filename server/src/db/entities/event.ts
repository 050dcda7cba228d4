// Rows of the registry's "event" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("event")
export class Event extends ContentEntity {
  @Index("idx_event_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_event_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Column({ name: "date_of_event", type: "date" })
  dateOfEvent: string;

  @Column({ name: "description", type: "text" })
  description: string;

  @Column({ name: "image", type: "varchar", length: 300 })
  image: string;

  @Column({ name: "second_image", type: "varchar", length: 300, nullable: true })
  secondImage: string | null;

  @Column({ name: "third_image", type: "varchar", length: 300, nullable: true })
  thirdImage: string | null;

  @Column({ name: "fourth_image", type: "varchar", length: 300, nullable: true })
  fourthImage: string | null;
}
