// Rows of the registry's "committee" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("committee")
export class Committee extends ContentEntity {
  @Index("idx_committee_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Index("uq_committee_slug", { unique: true })
  @Column({ name: "slug", type: "varchar", length: 60, nullable: true })
  slug: string | null;

  @Column({ name: "chairman_name", type: "varchar", length: 255 })
  chairmanName: string;

  @Column({ name: "chairman_mobile", type: "varchar", length: 255 })
  chairmanMobile: string;
}
