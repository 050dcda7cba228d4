// Rows of the registry's "notice" type; see server/src/content/registry.ts.
import { Column, Entity } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("notice")
export class Notice extends ContentEntity {
  @Column({ name: "title", type: "varchar", length: 255 })
  title: string;

  @Column({ name: "date", type: "date" })
  date: string;

  @Column({ name: "link", type: "varchar", length: 500, nullable: true })
  link: string | null;

  @Column({ name: "notice_pdf", type: "varchar", length: 300, nullable: true })
  noticePdf: string | null;
}
