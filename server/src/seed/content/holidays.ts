import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// A fictional academic holiday list for 2025-26: public holidays and the college's own breaks,
// each titled in English and Marathi.

const holidays: SeedRecord[] = [
  { date: "2025-08-15", title: "Independence Day", titleMr: "स्वातंत्र्य दिन" },
  { date: "2025-08-27", title: "Ganesh Chaturthi", titleMr: "गणेश चतुर्थी" },
  { date: "2025-10-02", title: "Gandhi Jayanti and Dussehra", titleMr: "गांधी जयंती आणि दसरा" },
  {
    date: "2025-10-20",
    title: "Diwali vacation begins",
    titleMr: "दिवाळीच्या सुट्टीला प्रारंभ",
    circularPdf: pdfFile("Diwali vacation 2025", "The college is closed from 20 October to 2 November 2025.", "Classes resume on 3 November 2025."),
  },
  { date: "2025-12-25", title: "Christmas", titleMr: "नाताळ" },
  { date: "2026-01-26", title: "Republic Day", titleMr: "प्रजासत्ताक दिन" },
  { date: "2026-02-19", title: "Chhatrapati Shivaji Maharaj Jayanti", titleMr: "छत्रपती शिवाजी महाराज जयंती" },
  { date: "2026-05-01", title: "Maharashtra Day", titleMr: "महाराष्ट्र दिन" },
];

export const demoRows: DemoRows = { holiday: holidays };
