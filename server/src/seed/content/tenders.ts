import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Fictional tender notices: two open until 2030, one closed in 2025 (in the archive). The
// closing moments are India's evening (UTC+05:30).

const tenders: SeedRecord[] = [
  {
    title: "Supply of computers for the computer laboratory",
    titleMr: "संगणक प्रयोगशाळेसाठी संगणकांचा पुरवठा",
    referenceNumber: "GPS/TND/2030/01",
    closingDate: "2030-03-31T12:30:00.000Z",
    tenderPdf: pdfFile("Tender GPS/TND/2030/01", "Supply of thirty desktop computers for the computer laboratory.", "Sealed bids by 31 March 2030, 18:00."),
  },
  {
    title: "Annual maintenance of the campus water supply",
    titleMr: "परिसरातील पाणीपुरवठ्याची वार्षिक देखभाल",
    referenceNumber: "GPS/TND/2030/02",
    closingDate: "2030-02-28T12:30:00.000Z",
    tenderPdf: pdfFile("Tender GPS/TND/2030/02", "Annual maintenance contract for the campus pumps, tanks and pipes.", "Sealed bids by 28 February 2030, 18:00."),
  },
  {
    title: "Painting of the girls hostel",
    titleMr: "मुलींच्या वसतिगृहाचे रंगकाम",
    referenceNumber: "GPS/TND/2025/07",
    closingDate: "2025-06-30T12:30:00.000Z",
    tenderPdf: pdfFile("Tender GPS/TND/2025/07", "Painting of the girls hostel, inside and outside.", "Sealed bids by 30 June 2025, 18:00."),
  },
];

export const demoRows: DemoRows = { tender: tenders };
