import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// A fictional academic holiday list for 2025-26: public holidays and the college's own breaks.

const holidays: SeedRecord[] = [
  { date: "2025-08-15", title: "Independence Day" },
  { date: "2025-08-27", title: "Ganesh Chaturthi" },
  { date: "2025-10-02", title: "Gandhi Jayanti and Dussehra" },
  {
    date: "2025-10-20",
    title: "Diwali vacation begins",
    circularPdf: pdfFile("Diwali vacation 2025", "The college is closed from 20 October to 2 November 2025.", "Classes resume on 3 November 2025."),
  },
  { date: "2025-12-25", title: "Christmas" },
  { date: "2026-01-26", title: "Republic Day" },
  { date: "2026-02-19", title: "Chhatrapati Shivaji Maharaj Jayanti" },
  { date: "2026-05-01", title: "Maharashtra Day" },
];

export const demoRows: DemoRows = { holiday: holidays };
