// Dates as people write them: said once, beside the registry, for the site, the panel and the
// server's CSV files.
export { formatDate, formatMoment } from "../../../server/src/content/format-date.js";
