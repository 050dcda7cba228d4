import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { Committee } from "./committee.js";

// The members of a committee (the registry's "members" field), in the order the clerk entered them.
@Entity("committee_member")
export class CommitteeMember {
  @PrimaryGeneratedColumn({ name: "sno", type: "integer" })
  id: number;

  @Index("idx_committee_member_committee_sno")
  @Column({ name: "committee_sno", type: "integer" })
  committeeId: number;

  @ManyToOne(() => Committee, { onDelete: "CASCADE" })
  @JoinColumn({ name: "committee_sno", foreignKeyConstraintName: "fk_committee_member_committee_sno" })
  committee?: Committee;

  @Column({ name: "name", type: "varchar", length: 255 })
  name: string;

  @Column({ name: "mobile", type: "varchar", length: 255 })
  mobile: string;

  @Column({ name: "sort_order", type: "integer", default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;
}
