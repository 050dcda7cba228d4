// Said once for the tables and the server's CSV export.
export { cellText } from "../../../../server/src/content/cell-text.js";
