// Reading an iCalendar file in tests: its content lines, unfolded (RFC 5545 3.1: a CRLF followed
// by one space or tab continues the line before). Fails on a bare LF or CR.

export function unfoldICalendar(text: string): string[] {
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) throw new Error("An iCalendar line must end in CRLF.");
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "");
}
