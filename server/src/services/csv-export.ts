import type { Actor } from "../base/actor.js";
import { requireAdministrator } from "../auth/roles.js";
import type { AuditRecorder } from "../base/audit.js";
import { badInput } from "../base/errors.js";
import { cellText } from "../content/cell-text.js";
import { toCsv } from "../content/csv.js";
import { MAX_PAGE_SIZE, type ContentRow, type ContentService, type ListArgs } from "./content-service.types.js";

// Submissions downloaded as a CSV file: made here, not in the browser, so that every export
// passes the server and is recorded in the audit log (who, which type, how many rows, filters).
// Values are the services' (Aadhaar numbers masked); formulas are defused (content/csv.ts).

export interface CsvFile {
  fileName: string;
  text: string;
  rowCount: number;
}

export interface CsvExport {
  /** `siteAddress` ("https://college.example") makes the files' links absolute. */
  submissions(actor: Actor, service: ContentService, filters: Pick<ListArgs, "department" | "session" | "search" | "orderBy">, siteAddress: string): Promise<CsvFile>;
}

/**
 * `departmentNames` gives the departments' names by slug, so that the file says "Computer
 * Technology" where the table does.
 */
export function createCsvExport(audit: AuditRecorder, departmentNames: () => Promise<ReadonlyMap<string, string>>, now: () => Date = () => new Date()): CsvExport {
  return {
    async submissions(actor, service, filters, siteAddress) {
      requireAdministrator(actor, "exports");
      const { spec } = service;
      if (spec.access.read !== "admin") throw badInput("type", `${spec.pluralLabel} are not submissions: only submissions are exported as a CSV file.`);
      const rows: ContentRow[] = [];
      for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
        const page = await service.list(actor, { ...filters, limit: MAX_PAGE_SIZE, offset }, { fileInfo: false });
        rows.push(...page.items);
        if (page.items.length < MAX_PAGE_SIZE || rows.length >= page.totalCount) break;
      }
      const columns = spec.admin.columns;
      const context = { origin: siteAddress, departments: await departmentNames() };
      const header = columns.map((column) => spec.fields[column]!.label);
      const body = rows.map((row) => columns.map((column) => cellText(spec.fields[column]!, row[column], context)));
      const given = Object.entries(filters).filter(([name, value]) => name !== "orderBy" && value !== undefined && value !== null && value !== "");
      await audit.record({
        action: "csv-export",
        actor,
        typeKey: spec.key,
        detail: `${rows.length} ${rows.length === 1 ? "row" : "rows"}${given.length ? `; ${given.map(([name, value]) => `${name}: ${String(value)}`).join(", ")}` : ""}`,
      });
      return { fileName: `${spec.graphql.list}-${now().toISOString().slice(0, 10)}.csv`, text: toCsv(header, body), rowCount: rows.length };
    },
  };
}
