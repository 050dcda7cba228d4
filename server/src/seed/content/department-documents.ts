import { DEPARTMENT_NAMES, TEACHING_SLUGS } from "./departments.js";
import { pdfFile, picture, type SeedRecord } from "./files.js";
import { facultyOf } from "./staff.js";
import type { DemoRows } from "./demo-rows.js";

// What each department page lists: curricula, results, time tables, events, MoUs, labs,
// newsletters, IRG figures, portfolios, student lists and the digital library.

const SEMESTER_NAMES = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"];
const RECENT_SESSIONS = ["2024-2025", "2025-2026"] as const;
const name = (slug: string) => DEPARTMENT_NAMES[slug];

export const curricula: SeedRecord[] = [...TEACHING_SLUGS, "workshop"].flatMap((department) =>
  SEMESTER_NAMES.map((semesterName, index) => ({
    department,
    semester: index + 1,
    syllabusPdf: pdfFile(`Curriculum: ${name(department)}, ${semesterName} Semester`, "Teaching and examination scheme with course contents."),
  })),
);

function oddEven(what: string): SeedRecord[] {
  return TEACHING_SLUGS.flatMap((department) =>
    RECENT_SESSIONS.map((session) => ({
      session,
      department,
      oddSemesterPdf: pdfFile(`${what} ${session}: ${name(department)}, odd semesters`, "First, third and fifth semesters."),
      evenSemesterPdf: pdfFile(`${what} ${session}: ${name(department)}, even semesters`, "Second, fourth and sixth semesters."),
    })),
  );
}

export const resultAnalyses = oddEven("Result analysis");
export const timeTables = oddEven("Time table");

/** Session + department + one PDF, for each teaching branch and session. */
function perBranch(field: string, what: string, sessions: readonly string[], lines: string[] = []): SeedRecord[] {
  return TEACHING_SLUGS.flatMap((department) =>
    sessions.map((session) => ({
      session,
      department,
      [field]: pdfFile(`${what} ${session}: ${name(department)}`, ...lines),
    })),
  );
}

export const newsletters = perBranch("newsletterPdf", "Department newsletter", RECENT_SESSIONS, ["Achievements, events and activities of the year."]);
export const irgs = perBranch("irgPdf", "IRG figure", ["2024-2025"], ["Internal revenue generated through testing, consultancy and training."]);
export const departmentPortfolios = perBranch("portfolioPdf", "Department portfolio and plan", RECENT_SESSIONS);

export const studentLists: SeedRecord[] = TEACHING_SLUGS.flatMap((department) =>
  [1, 3].map((semester) => ({
    session: "2025-2026",
    department,
    semester,
    listPdf: pdfFile(`Student list 2025-2026: ${name(department)}, ${SEMESTER_NAMES[semester - 1]} Semester`, "Roll numbers and names of enrolled students."),
  })),
);

/** Extra photos of events come from a small shared set: the same bytes are stored again. */
const EXTRA_EVENT_PHOTOS = [1, 2, 3, 4, 5, 6].map((n) => picture(`event-extra-${n}`, { width: 640, height: 400 }));

function eventRecord(department: string, session: string, dateOfEvent: string, eventName: string, description: string, photos: number): SeedRecord {
  const extras = Array.from({ length: photos - 1 }, (_, i) => EXTRA_EVENT_PHOTOS[(eventName.length + i) % EXTRA_EVENT_PHOTOS.length]);
  const [secondImage, thirdImage, fourthImage] = extras;
  return {
    session,
    department,
    name: eventName,
    dateOfEvent,
    description,
    image: picture(`event-${department}-${dateOfEvent}`, { width: 640, height: 400, label: eventName }),
    imageAltText: `Placeholder illustration standing in for a photo of the event: ${eventName}.`,
    ...(secondImage ? { secondImage, secondImageAltText: `Placeholder illustration standing in for a second photo of the event: ${eventName}.` } : {}),
    ...(thirdImage ? { thirdImage, thirdImageAltText: `Placeholder illustration standing in for a third photo of the event: ${eventName}.` } : {}),
    ...(fourthImage ? { fourthImage, fourthImageAltText: `Placeholder illustration standing in for a fourth photo of the event: ${eventName}.` } : {}),
  };
}

export const events: SeedRecord[] = [
  eventRecord("computer", "2024-2025", "2024-09-14", "Workshop on Python programming", "A two-day hands-on workshop on Python for second-year students, covering data types, functions and small projects.", 3),
  eventRecord("computer", "2025-2026", "2025-08-22", "Industrial visit to a data centre", "Third-year students visited a data centre to see server racks, cooling, power backup and network operations.", 2),
  eventRecord("civil", "2024-2025", "2025-01-18", "Survey camp", "A three-day survey camp where students practised levelling, contouring and total station work on the campus and nearby fields.", 3),
  eventRecord("civil", "2025-2026", "2025-09-05", "Site visit to a bridge construction project", "Students observed formwork, reinforcement and concreting at a bridge under construction on a district road.", 2),
  eventRecord("mechanical", "2024-2025", "2024-11-08", "Expert lecture on CNC machining", "An engineer from industry explained CNC part programming and showed videos of modern machining centres.", 2),
  eventRecord("mechanical", "2025-2026", "2025-10-10", "Industrial visit to a sugar factory", "Students studied boilers, turbines and material handling at a cooperative sugar factory during the crushing season.", 3),
  eventRecord("electrical", "2024-2025", "2024-12-14", "Energy conservation day", "Poster competition, quiz and a talk on saving electricity at home and in industry.", 3),
  eventRecord("electrical", "2025-2026", "2025-08-28", "Visit to a 132 kV substation", "Students learned about transformers, circuit breakers, protection relays and safety practices at a substation.", 2),
  eventRecord("electronics", "2024-2025", "2025-02-06", "Workshop on the Internet of Things", "Students built simple sensor projects with microcontroller boards and sent readings to a dashboard.", 3),
  eventRecord("electronics", "2025-2026", "2025-09-19", "Robotics competition", "Teams of students designed line-following robots and competed on a track in the department.", 2),
  eventRecord("science_humanities", "2024-2025", "2024-12-02", "Karate camp", "A week-long self-defence and karate camp for first-year students, led by a certified trainer.", 4),
  eventRecord("science_humanities", "2024-2025", "2025-01-29", "Health check-up camp", "Doctors from the rural hospital checked blood pressure, haemoglobin and eyesight of students and staff.", 3),
  eventRecord("science_humanities", "2025-2026", "2025-08-11", "Induction programme", "A week of orientation for first-year students: campus tour, talks by alumni, yoga and creative activities.", 4),
  eventRecord("science_humanities", "2025-2026", "2025-09-30", "Expert lecture on science", "A guest scientist spoke on space missions and the physics behind satellites, followed by questions from students.", 2),
];

type MouRow = readonly [department: string, session: string, firmName: string, validUpto: string, activity: string, subject: string];

const MOU_ROWS: readonly MouRow[] = [
  ["computer", "2024-2025", "Vainganga Infotech Pvt. Ltd.", "2027", "Internships and training in web application development", "Web Based Application Development"],
  ["computer", "2025-2026", "Nagzira Software Solutions", "2028", "Guest lectures and mini-projects on cloud computing", "Cloud Computing"],
  ["civil", "2024-2025", "Chulbandh Construction Company", "2027", "Site visits and in-plant training on building works", "Building Construction"],
  ["civil", "2025-2026", "Bhandara Survey and Design Consultants", "2028", "Practice in total station surveying and drawing", "Advanced Surveying"],
  ["mechanical", "2024-2025", "Sakoli Agro Engineering Works", "2027", "In-plant training on fabrication and machining", "Manufacturing Processes"],
  ["mechanical", "2025-2026", "Eastern Vidarbha Auto Services", "2028", "Training in vehicle servicing and maintenance", "Automobile Engineering"],
  ["electrical", "2024-2025", "Lakhandur Electrical Contractors", "2027", "Practice in domestic and industrial wiring", "Electrical Installation and Estimating"],
  ["electrical", "2025-2026", "Green Grid Solar Systems", "2028", "Training in rooftop solar installation", "Renewable Energy Technologies"],
  ["electronics", "2024-2025", "Deccan Embedded Labs", "2027", "Embedded systems workshop and student projects", "Microcontroller Applications"],
  ["electronics", "2025-2026", "Pragati Telecom Services", "2028", "Demonstrations of optical fibre splicing and testing", "Optical Networks"],
];

export const mous: SeedRecord[] = MOU_ROWS.map(([department, session, firmName, validUpto, activity, subject]) => ({
  session,
  department,
  firmName,
  validUpto,
  activity,
  subject,
  agreementPdf: pdfFile(`Memorandum of understanding with ${firmName}`, `Department: ${name(department)}`, `Valid up to ${validUpto}.`),
}));

type LabRow = readonly [name: string, majorEquipment: string, approximateCost: string, area: string];

const LABS: Record<string, readonly LabRow[]> = {
  computer: [
    ["Programming Laboratory", "30 desktop computers, LAN switch, projector", "45,000", "75 sq m"],
    ["Computer Network Laboratory", "Routers, managed switches, crimping tools, network analyser", "60,000", "66 sq m"],
    ["Software Development Laboratory", "25 desktop computers, server, UPS 10 kVA", "1,20,000", "70 sq m"],
  ],
  civil: [
    ["Surveying Laboratory", "Total station, auto levels, theodolites, GPS receiver", "3,50,000", "80 sq m"],
    ["Concrete Technology Laboratory", "Compression testing machine, slump cone, vibrating table", "2,10,000", "72 sq m"],
    ["Soil Mechanics Laboratory", "Direct shear apparatus, triaxial test set, sieve shaker", "1,40,000", "66 sq m"],
  ],
  mechanical: [
    ["Machine Shop", "Lathe machines, milling machine, shaper, drilling machine", "2,50,000", "150 sq m"],
    ["Thermal Engineering Laboratory", "IC engine test rig, air compressor test rig, boiler model", "3,00,000", "90 sq m"],
    ["CAD/CAM Laboratory", "20 workstations, CNC trainer lathe, plotter", "4,50,000", "70 sq m"],
  ],
  electrical: [
    ["Electrical Machines Laboratory", "DC machines, transformers, induction motors, alternator set", "1,80,000", "120 sq m"],
    ["Measurements Laboratory", "Energy meters, CT and PT, power analyser, oscilloscopes", "65,000", "66 sq m"],
    ["Power Electronics Laboratory", "SCR trainers, inverter and chopper kits, DSO", "55,000", "66 sq m"],
  ],
  electronics: [
    ["Analog and Digital Electronics Laboratory", "Trainer kits, function generators, digital storage oscilloscopes", "40,000", "70 sq m"],
    ["Microcontroller and Embedded Systems Laboratory", "Microcontroller boards, IoT kits, logic analyser", "35,000", "66 sq m"],
    ["Communication Laboratory", "AM/FM trainers, optical fibre kit, antenna trainer", "75,000", "66 sq m"],
  ],
  science_humanities: [
    ["Physics Laboratory", "Spectrometer, travelling microscope, Young's modulus apparatus", "25,000", "80 sq m"],
    ["Chemistry Laboratory", "Digital balance, pH meter, conductivity meter, fume hood", "30,000", "80 sq m"],
    ["Language Laboratory", "20 computers with headsets, language learning software", "20,000", "60 sq m"],
  ],
  workshop: [
    ["Fitting Shop", "Bench vices, drilling machine, surface plates, hand tools", "15,000", "100 sq m"],
    ["Welding Shop", "Arc welding transformers, gas welding set, spot welder", "60,000", "90 sq m"],
    ["Carpentry Shop", "Wood turning lathe, circular saw, planer, hand tools", "50,000", "90 sq m"],
  ],
};

export const labs: SeedRecord[] = Object.entries(LABS).flatMap(([department, rows]) => {
  const staff = facultyOf(department);
  return rows.map(([labName, majorEquipment, approximateCost, area], index) => ({
    session: "2025-2026",
    department,
    name: labName,
    majorEquipment,
    approximateCost,
    area,
    coordinator: staff[(index + 1) % staff.length],
    photoImage: picture(`lab-${department}-${index}`, { width: 640, height: 400, label: labName, pattern: "shapes" }),
    photoImageAltText: `Placeholder illustration standing in for a photo of the ${labName}.`,
    sortOrder: index + 1,
  }));
});

type BookRow = readonly [department: string, subjectName: string, title: string, authorName: string];

const BOOKS: readonly BookRow[] = [
  ["computer", "Programming in C", "Learning C Step by Step", "R. N. Kolhe"],
  ["computer", "Database Management Systems", "Databases for Diploma Students", "S. M. Pande and A. V. Joshi"],
  ["computer", "Computer Networks", "Networking Basics: A Practical Guide", "P. K. Waghmare"],
  ["civil", "Building Construction", "Building Construction Practice", "M. D. Sathe"],
  ["civil", "Surveying", "Field Surveying Made Simple", "V. G. Chandekar"],
  ["mechanical", "Thermal Engineering", "Elements of Thermal Engineering", "A. B. Deshpande"],
  ["mechanical", "Manufacturing Processes", "Workshop Technology and Manufacturing", "K. S. Ingle"],
  ["mechanical", "Engineering Drawing", "Engineering Drawing Exercises", "N. R. Bodhe"],
  ["electrical", "Electrical Machines", "Transformers and Rotating Machines", "H. P. Kulkarni"],
  ["electrical", "Power Systems", "Generation, Transmission and Distribution", "S. T. Mohite"],
  ["electronics", "Digital Electronics", "Digital Circuits from Gates to Counters", "L. V. Rane"],
  ["electronics", "Microcontrollers", "Microcontroller Projects for Beginners", "G. A. Sonar"],
  ["electronics", "Communication Systems", "Principles of Communication", "D. K. Pawar"],
];

/** The subjects in Marathi; the books' titles stay as printed (English textbooks), shown marked lang="en" on Marathi pages. */
const SUBJECTS_MR: Record<string, string> = {
  "Programming in C": "सी प्रोग्रामिंग",
  "Database Management Systems": "डेटाबेस व्यवस्थापन प्रणाली",
  "Computer Networks": "संगणक नेटवर्क",
  "Building Construction": "इमारत बांधकाम",
  Surveying: "सर्वेक्षण",
  "Thermal Engineering": "औष्णिक अभियांत्रिकी",
  "Manufacturing Processes": "उत्पादन प्रक्रिया",
  "Engineering Drawing": "अभियांत्रिकी रेखाचित्र",
  "Electrical Machines": "विद्युत यंत्रे",
  "Power Systems": "विद्युत प्रणाली",
  "Digital Electronics": "डिजिटल इलेक्ट्रॉनिक्स",
  Microcontrollers: "मायक्रोकंट्रोलर",
  "Communication Systems": "दळणवळण प्रणाली",
};

export const digitalLibrary: SeedRecord[] = BOOKS.map(([department, subjectName, title, authorName], index) => ({
  subjectName,
  subjectNameMr: SUBJECTS_MR[subjectName],
  department,
  title,
  authorName,
  coverImage: picture(`book-${index}`, { width: 300, height: 420, label: title, pattern: "cover" }),
  coverImageAltText: `Placeholder cover standing in for the cover of "${title}" by ${authorName}.`,
  bookPdf: pdfFile(title, `Subject: ${subjectName}`, `Author: ${authorName}`, "A placeholder standing in for the e-book."),
}));

export const demoRows: DemoRows = {
  curriculum: curricula,
  resultAnalysis: resultAnalyses,
  timeTable: timeTables,
  event: events,
  mou: mous,
  lab: labs,
  newsletter: newsletters,
  irg: irgs,
  departmentPortfolio: departmentPortfolios,
  studentList: studentLists,
  digitalLibrary,
};
