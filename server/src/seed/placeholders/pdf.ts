import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { DEMO_INSTITUTE_NAME } from "../content/site-settings.js";

// A small, valid, one-page A4 PDF that says what it stands in for.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
/** A fixed date so the same title always gives the same bytes. */
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

/** The standard fonts only know WinAnsi: anything else is replaced so drawing cannot fail. */
function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

export async function placeholderPdf(title: string, lines: string[] = []): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const safeTitle = printable(title);
  doc.setTitle(safeTitle);
  doc.setAuthor(DEMO_INSTITUTE_NAME);
  doc.setSubject("Placeholder document generated for the demo site");
  doc.setProducer("demo seed");
  doc.setCreator("demo seed");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const maxWidth = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.15)) => {
    for (const line of wrap(printable(text), font, size, maxWidth)) {
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
  };

  page.drawRectangle({ x: MARGIN, y: y - 6, width: maxWidth, height: 3, color: rgb(0.16, 0.33, 0.55) });
  y -= 14;
  write(DEMO_INSTITUTE_NAME, bold, 13, rgb(0.16, 0.33, 0.55));
  y -= 18;
  write(title, bold, 20);
  y -= 10;
  write("Placeholder document generated for the demo site", regular, 11, rgb(0.4, 0.4, 0.45));
  y -= 12;
  for (const line of lines) {
    write(line, regular, 12);
    y -= 4;
  }
  const bytes = await doc.save();
  return Buffer.from(bytes);
}
