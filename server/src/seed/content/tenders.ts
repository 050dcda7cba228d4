import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Fictional tender notices: two open until 2030, one closed in 2025 (in the archive), and their
// corrigenda (naming each tender by its reference number). The closing moments are India's
// evening (UTC+05:30).

const tenders: SeedRecord[] = [
  {
    title: "Supply of computers for the computer laboratory",
    titleMr: "संगणक प्रयोगशाळेसाठी संगणकांचा पुरवठा",
    referenceNumber: "GPS/TND/2030/01",
    publishedOn: "2026-11-02",
    closingDate: "2030-03-31T12:30:00.000Z",
    tenderPdf: pdfFile("Tender GPS/TND/2030/01", "Supply of thirty desktop computers for the computer laboratory.", "Sealed bids by 31 March 2030, 18:00."),
    tenderDocumentPdf: pdfFile(
      "Tender document GPS/TND/2030/01",
      "Specifications of the desktop computers, terms of supply and the bid form.",
      "Bidders fill in the form on the last page.",
    ),
    annexurePdf: pdfFile("Annexure GPS/TND/2030/01", "Price schedule for thirty desktop computers.", "Prices include installation and three years of warranty."),
  },
  {
    title: "Annual maintenance of the campus water supply",
    titleMr: "परिसरातील पाणीपुरवठ्याची वार्षिक देखभाल",
    referenceNumber: "GPS/TND/2030/02",
    publishedOn: "2026-10-15",
    closingDate: "2030-02-28T12:30:00.000Z",
    tenderPdf: pdfFile("Tender GPS/TND/2030/02", "Annual maintenance contract for the campus pumps, tanks and pipes.", "Sealed bids by 28 February 2030, 18:00."),
  },
  {
    title: "Painting of the girls hostel",
    titleMr: "मुलींच्या वसतिगृहाचे रंगकाम",
    referenceNumber: "GPS/TND/2025/07",
    publishedOn: "2025-05-20",
    closingDate: "2025-06-30T12:30:00.000Z",
    tenderPdf: pdfFile("Tender GPS/TND/2025/07", "Painting of the girls hostel, inside and outside.", "Sealed bids by 30 June 2025, 18:00."),
  },
];

const corrigenda: SeedRecord[] = [
  {
    tenderReference: "GPS/TND/2030/01",
    title: "Closing date unchanged; memory of each computer raised to 16 GB",
    titleMr: "अंतिम दिनांक कायम; प्रत्येक संगणकाची मेमरी 16 GB",
    issuedOn: "2026-11-10",
    corrigendumPdf: pdfFile(
      "Corrigendum 1 to GPS/TND/2030/01",
      "Each desktop computer shall have 16 GB of memory instead of 8 GB.",
      "All other terms stay as published.",
    ),
  },
  {
    tenderReference: "GPS/TND/2030/01",
    title: "Pre-bid meeting moved to the seminar hall",
    titleMr: "निविदापूर्व बैठक सेमिनार हॉलमध्ये",
    issuedOn: "2026-11-18",
    corrigendumPdf: pdfFile("Corrigendum 2 to GPS/TND/2030/01", "The pre-bid meeting is held in the seminar hall.", "The date and time stay as published."),
  },
  {
    tenderReference: "GPS/TND/2025/07",
    title: "Colour of the outer walls specified",
    titleMr: "बाहेरील भिंतींचा रंग निश्चित",
    issuedOn: "2025-06-05",
    corrigendumPdf: pdfFile("Corrigendum 1 to GPS/TND/2025/07", "The outer walls are painted cream with brown borders.", "All other terms stay as published."),
  },
];

export const demoRows: DemoRows = { tender: tenders, tenderCorrigendum: corrigenda };
