import { Entity, PrimaryColumn } from "typeorm";
import { IntegerColumn } from "./column-types.js";

// Beside content_version's one number, a number per source of public content (a content type's
// key, "siteSettings", "brokenLinks") that goes up with each write to it, in the write's
// transaction. A page's cached answers name the sources they read (base/read-sources.ts), so a
// write to one type leaves the answers that never read it in use (answer-cache/render-answers.ts).
@Entity("content_type_version")
export class ContentTypeVersion {
  @PrimaryColumn({ name: "source", type: "varchar", length: 100 })
  source: string;

  @IntegerColumn({ default: 0 }) version: number;
}
