// Said once for the tables and the server's CSV export.
export { cellText, departmentNames, type CellContext } from "../../../../server/src/content/cell-text.js";
