import type { CellWords } from "../../../../server/src/content/cell-text.js";
import { formatDate } from "../../ui/format-date.js";
import { fieldOptions } from "../../messages/admin-registry.js";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { adminTablesMessages } from "../../messages/admin-tables.js";

// Said once for the tables and the server's CSV export; the panel's tables add its language's words.
export { cellText, departmentNames, type CellContext } from "../../../../server/src/content/cell-text.js";

/** Choices, semesters, yes and no, and dates in the panel's language now (read when a table is drawn). */
export function panelCellWords(): CellWords {
  return {
    option: (field, value) => fieldOptions(field).find((option) => option.value === value)?.label,
    semester: (value) => adminFormsMessages.semesters[value - 1],
    date: formatDate,
    yes: adminTablesMessages.yes,
    no: adminTablesMessages.no,
  };
}
