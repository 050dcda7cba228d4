import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Fictional recruitments: one under way, one whose process closed in 2025 (in the archive), and
// their later notices (naming each by its advertisement number). Moments are India's evening.

const recruitments: SeedRecord[] = [
  {
    post: "Lecturer in Computer Engineering (contract)",
    postMr: "संगणक अभियांत्रिकी अधिव्याख्याता (कंत्राटी)",
    advertisementNumber: "GPS/REC/2026/03",
    numberOfPosts: 2,
    lastDate: "2030-01-15T12:30:00.000Z",
    advertisementPdf: pdfFile("Advertisement GPS/REC/2026/03", "Two posts of Lecturer in Computer Engineering on contract.", "Apply by 15 January 2030, 18:00."),
  },
  {
    post: "Laboratory Assistant",
    postMr: "प्रयोगशाळा सहाय्यक",
    advertisementNumber: "GPS/REC/2025/01",
    numberOfPosts: 3,
    lastDate: "2025-04-30T12:30:00.000Z",
    processClosesAt: "2025-07-31T12:30:00.000Z",
    advertisementPdf: pdfFile("Advertisement GPS/REC/2025/01", "Three posts of Laboratory Assistant.", "Apply by 30 April 2025, 18:00."),
  },
];

const notices: SeedRecord[] = [
  {
    advertisementNumber: "GPS/REC/2025/01",
    title: "List of candidates called for interview",
    titleMr: "मुलाखतीसाठी बोलावलेल्या उमेदवारांची यादी",
    issuedOn: "2025-06-10",
    noticePdf: pdfFile("Interview list GPS/REC/2025/01", "Candidates called for interview on 25 June 2025.", "Bring the original certificates."),
  },
  {
    advertisementNumber: "GPS/REC/2025/01",
    title: "Result of the selection",
    titleMr: "निवडीचा निकाल",
    issuedOn: "2025-07-15",
    noticePdf: pdfFile("Result GPS/REC/2025/01", "Candidates selected for the posts of Laboratory Assistant.", "Selected candidates report on 1 August 2025."),
  },
  {
    advertisementNumber: "GPS/REC/2026/03",
    title: "Dates of the written test",
    titleMr: "लेखी परीक्षेचे दिनांक",
    issuedOn: "2026-11-20",
    noticePdf: pdfFile("Written test GPS/REC/2026/03", "The written test is held on 5 February 2030.", "Hall tickets are sent by e-mail."),
  },
];

export const demoRows: DemoRows = { recruitment: recruitments, recruitmentNotice: notices };
