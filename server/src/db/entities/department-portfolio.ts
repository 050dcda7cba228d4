// Rows of the registry's "departmentPortfolio" type; see server/src/content/registry.ts.
import { Column, Entity, Index } from "typeorm";
import { ContentEntity } from "./content-entity.js";

@Entity("department_portfolio")
export class DepartmentPortfolio extends ContentEntity {
  @Index("idx_department_portfolio_session")
  @Column({ name: "session", type: "varchar", length: 255 })
  session: string;

  @Index("idx_department_portfolio_department")
  @Column({ name: "department", type: "varchar", length: 255 })
  department: string;

  @Column({ name: "portfolio_pdf", type: "varchar", length: 300 })
  portfolioPdf: string;
}
