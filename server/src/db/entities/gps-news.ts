// Rows of the registry's "gpsNews" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("gps_news")
export class GpsNews extends ContentEntity {
  @Index("idx_gps_news_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Column({ name: "title", type: "varchar", length: 255 })
  title: string;

  @Column({ name: "date_of_event", type: "date" })
  dateOfEvent: string;

  @Column({ name: "image", type: "varchar", length: 300 })
  image: string;
}
