// A CSV file a spreadsheet opens safely: RFC 4180 quoting, CRLF lines, a byte-order mark so
// Excel reads the UTF-8 (names in Marathi), and no cell a spreadsheet would run as a formula.

/** A cell that starts with = + - @ (or a tab or carriage return) gets a leading apostrophe, so it stays text. */
export function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = defuseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a header row, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(quote).join(",")).join("\r\n")}\r\n`;
}
