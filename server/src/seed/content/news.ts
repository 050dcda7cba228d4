import { pdfFile, picture, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Home page slides, GPS in news and the notice board. The pictures are generated
// illustrations; the alt texts say so.

const LANDSCAPE_ALT = "Placeholder illustration of layered hills under a pale sun";
const SHAPES_ALT = "Placeholder illustration of coloured circles, squares and triangles";

function slide(sortOrder: number, caption: string, standsFor: string, pattern: "landscape" | "shapes"): SeedRecord {
  return {
    caption,
    altText: `${pattern === "landscape" ? LANDSCAPE_ALT : SHAPES_ALT}, standing in for a photo of ${standsFor}.`,
    image: picture(`slide-${sortOrder}`, { width: 1200, height: 500, pattern }),
    sortOrder,
  };
}

export const slides: SeedRecord[] = [
  slide(1, "Welcome to Government Polytechnic, Sakoli", "the institute's main building", "landscape"),
  slide(2, "Flag rally by students and staff on Independence Day", "students carrying the national flag in a rally", "shapes"),
  slide(3, "Expert lecture on personality development", "an expert addressing students in the seminar hall", "landscape"),
  slide(4, "Expert lecture on business innovation and start-ups", "a guest speaker presenting to students", "shapes"),
  slide(5, "Inaugural session of the induction programme for first-year students", "the inaugural session on stage", "landscape"),
  slide(6, "3rd prize in a state-level paper presentation competition", "prize-winning students with their certificates", "shapes"),
  slide(7, "Three-day meditation programme, February 2025", "students meditating in the gymkhana hall", "landscape"),
];

function newsItem(session: string, dateOfEvent: string, title: string, label: string): SeedRecord {
  return {
    session,
    title,
    dateOfEvent,
    image: picture(`news-${dateOfEvent}`, { label, pattern: "shapes" }),
    imageAltText: `${SHAPES_ALT}, standing in for the newspaper cutting "${title}".`,
  };
}

export const gpsNews: SeedRecord[] = [
  newsItem("2022-2023", "2022-08-13", "Students and staff join the tricolour rally through Sakoli", "Tricolour rally"),
  newsItem("2022-2023", "2022-12-09", "Polytechnic hosts a taluka-level science and model exhibition", "Model exhibition"),
  newsItem("2022-2023", "2023-03-18", "Blood donation camp on campus draws over a hundred donors", "Blood donation camp"),
  newsItem("2023-2024", "2023-09-26", "Computer students win third prize at a state-level paper presentation", "Paper presentation prize"),
  newsItem("2023-2024", "2024-01-24", "Road safety week observed with an awareness rally", "Road safety week"),
  newsItem("2024-2025", "2024-10-02", "Cleanliness drive: students clean the campus and the bus stand", "Cleanliness drive"),
  newsItem("2024-2025", "2025-04-12", "Campus placement drive: forty-two students receive offers", "Placement drive"),
];

/** Dates follow the notice board's order (newest first): portal, fees, branch transfer, hostel fees. */
export const notices: SeedRecord[] = [
  {
    title: "State government services portal: apply for certificates online",
    date: "2025-09-01",
    link: "https://example.org/services",
  },
  {
    title: "Fee structure for admission 2025-26",
    date: "2025-08-20",
    noticePdf: pdfFile("Fee structure for admission 2025-26", "Tuition, development and other fees for first-year and direct second-year admission."),
  },
  {
    title: "Branch transfer order 2025-26",
    date: "2025-08-12",
    noticePdf: pdfFile("Branch transfer order 2025-26", "List of students whose change of programme has been approved."),
  },
  {
    title: "Girls hostel fee structure 2025-26",
    date: "2025-07-10",
    noticePdf: pdfFile("Girls hostel fee structure 2025-26", "Hostel, mess deposit and other charges for the academic year 2025-26."),
  },
];

export const demoRows: DemoRows = { slide: slides, notice: notices, gpsNews };
