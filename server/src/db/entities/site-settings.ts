import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

// The one row (id 1) of institute-wide settings: a property per SITE_SETTINGS_FIELDS key
// (server/src/content/site-settings.ts), all nullable so the row can exist before it is filled in.
@Entity("site_settings")
export class SiteSettings {
  @PrimaryColumn({ name: "id", type: "integer" })
  id: number;

  @Column({ name: "institute_name", type: "varchar", length: 255, nullable: true })
  instituteName: string | null;

  @Column({ name: "address", type: "varchar", length: 255, nullable: true })
  address: string | null;

  @Column({ name: "phone", type: "varchar", length: 255, nullable: true })
  phone: string | null;

  @Column({ name: "email", type: "varchar", length: 255, nullable: true })
  email: string | null;

  @Column({ name: "established_year", type: "integer", nullable: true })
  establishedYear: number | null;

  @Column({ name: "site_url", type: "varchar", length: 500, nullable: true })
  siteUrl: string | null;

  @Column({ name: "about", type: "text", nullable: true })
  about: string | null;

  @Column({ name: "vision", type: "text", nullable: true })
  vision: string | null;

  /** JSON array of strings. */
  @Column({ name: "mission", type: "text", nullable: true })
  mission: string | null;

  @Column({ name: "facebook_url", type: "varchar", length: 500, nullable: true })
  facebookUrl: string | null;

  @Column({ name: "instagram_url", type: "varchar", length: 500, nullable: true })
  instagramUrl: string | null;

  @Column({ name: "youtube_url", type: "varchar", length: 500, nullable: true })
  youtubeUrl: string | null;

  @Column({ name: "x_url", type: "varchar", length: 500, nullable: true })
  xUrl: string | null;

  /** Webhooks may be sent to loopback and private addresses (services/webhooks/target-address.ts); null is no. */
  @Column({ name: "webhooks_to_private_addresses", type: "boolean", nullable: true })
  webhooksToPrivateAddresses: boolean | null;
  /** JSON array of origins (https://host[:port]) allowed to call the API from a browser (CORS). */
  @Column({ name: "api_origins", type: "text", nullable: true })
  apiOrigins: string | null;
  /** Days a notice shows NEW after it is published; null: DEFAULT_NEW_DAYS. */
  @Column({ name: "new_days", type: "integer", nullable: true })
  newDays: number | null;

  /** Marathi (issue 19): null falls back to the English value. */
  @Column({ name: "institute_name_mr", type: "varchar", length: 255, nullable: true })
  instituteNameMr: string | null;

  /** Marathi (issue 19): null falls back to the English value. */
  @Column({ name: "address_mr", type: "varchar", length: 255, nullable: true })
  addressMr: string | null;

  /** Marathi (issue 19): null falls back to the English value. */
  @Column({ name: "about_mr", type: "text", nullable: true })
  aboutMr: string | null;

  /** Marathi (issue 19): null falls back to the English value. */
  @Column({ name: "vision_mr", type: "text", nullable: true })
  visionMr: string | null;

  /** Marathi (issue 19): null falls back to the English value. */
  @Column({ name: "mission_mr", type: "text", nullable: true })
  missionMr: string | null;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}

/** The primary key of the only row. */
export const SITE_SETTINGS_ID = 1;
