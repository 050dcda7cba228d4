import { common } from "../messages/common.js";
import { EmailLink, PhoneLink } from "./contact-links.js";
import type { TableColumn } from "./numbered-table.js";

interface Contact {
  name: string;
  role?: string | null;
  phone?: string | null;
  email?: string | null;
}

/**
 * A NumberedTable's columns for people to reach (the placement team, the alumni committee): the
 * name heads each row, then the designation and the contact number, and the e-mail when asked.
 */
export function contactColumns<Row extends Contact>(withEmail: boolean): TableColumn<Row>[] {
  const c = common.contactColumns;
  const columns: TableColumn<Row>[] = [
    { header: c.name, cell: (person) => person.name, namesRow: true },
    { header: c.role, cell: (person) => person.role, field: "role" },
    { header: c.phone, cell: (person) => <PhoneLink number={person.phone} /> },
  ];
  return withEmail ? [...columns, { header: c.email, cell: (person) => <EmailLink address={person.email} /> }] : columns;
}
