import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Fictional circulars and office orders: two in force, one whose validity ended in 2025 (in the
// archive). Moments are India's evening.

const circulars: SeedRecord[] = [
  {
    circularNumber: "GPS/EST/2026/112",
    title: "Office hours during the winter term",
    titleMr: "हिवाळी सत्रातील कार्यालयीन वेळ",
    issuingOffice: "Office of the Principal",
    issuingOfficeMr: "प्राचार्य कार्यालय",
    issuedOn: "2026-11-05",
    circularPdf: pdfFile("Circular GPS/EST/2026/112", "The office is open from 10:00 to 17:45 on working days.", "Visitors are met from 11:00 to 13:00."),
  },
  {
    circularNumber: "GPS/ACD/2026/47",
    title: "Duties for the winter examinations",
    titleMr: "हिवाळी परीक्षांसाठी कर्तव्ये",
    issuingOffice: "Examination cell",
    issuingOfficeMr: "परीक्षा विभाग",
    issuedOn: "2026-10-28",
    validTill: "2030-12-31T12:30:00.000Z",
    circularPdf: pdfFile(
      "Office order GPS/ACD/2026/47",
      "Supervision duties of the teaching staff for the winter examinations.",
      "Report to the examination cell half an hour early.",
    ),
  },
  {
    circularNumber: "GPS/EST/2025/64",
    title: "Monsoon safety on the campus",
    titleMr: "परिसरातील पावसाळी सुरक्षितता",
    issuingOffice: "Office of the Principal",
    issuingOfficeMr: "प्राचार्य कार्यालय",
    issuedOn: "2025-06-12",
    validTill: "2025-09-30T12:30:00.000Z",
    circularPdf: pdfFile("Circular GPS/EST/2025/64", "Keep away from the nala behind the workshop during heavy rain.", "Report fallen branches to the office."),
  },
];

export const demoRows: DemoRows = { circular: circulars };
