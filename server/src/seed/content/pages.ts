import { DEPARTMENT_NAMES } from "./departments.js";
import { pdfFile, picture, portrait, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Page texts, galleries, people in a role and links of the public pages. Everyone and every
// number here is fictional; the texts follow the pages the specification describes.
//
// The keys the public pages look up (page authors: use these; a clerk may add more).
//
// Page texts, by key (pageTextByKey):
//   institute-intro                   the intro paragraph of every /about-institute/{page}
//   about-institute                   /about-institute/about-institute (vision and mission are site settings)
//   principal-message                 the principal's welcome message on the institute page
//   principal-responsibilities        /about-institute/principal-res
//   citizen-charter                   /about-institute/citizen-charter
//   mandatory-disclosure              /about-institute/mandatory_disclosure, above its document
//   facilities/{facility}             /facilities/{facility}, the route's value in lower case:
//                                     library, gymkhana, scs, canteen, boys-hostel, internet, girls-hostel
//   training-placement/activities     /training-placements: the activities list
//   training-placement/policy         /training-placements: the placement policy
//   training-placement/placements     /training-placements: placements per year (intake 300)
//   students-corner/conduct-discipline                  /students-corner/conduct-discipline
//   students-corner/scholarship/{general|minority|open} /students-corner/scholarship, one notice each
//   alumni/association                /alumni/objective: year and the nine aims and objectives
//
// Galleries (galleryImages(gallery:)), pictures in sortOrder:
//   news-carousel (7), recruiters (16, logos), org-structure (1), institute-map (1),
//   dept/{department slug} (3 each; 4 for electronics, the fallback set), library (4),
//   hostel/boys (4), hostel/girls (4), alumni/{2023|2024|2025} (2 each, 800 x 500)
//
// People (people(group:)):
//   principal (1), rti-officers (3: appellate authority, information officer, assistant),
//   office-staff (25), alumni-committee (11), placement-team (4), developers (5, the footer's credits)
//
// Links (links(group:)):
//   notice-board (4), footer/quick, footer/important, students-corner (services portal, grievance form),
//   training-placement/portals
// The footer's four social links are site settings (facebookUrl, instagramUrl, youtubeUrl, xUrl).

const DOMAIN = "gpsakoli.edu.example";
const today = "2025-11-01";

function text(key: string, title: string, body: string): SeedRecord {
  return { key, title, body, lastReviewedOn: today };
}

/** A scholarship notice of the student corner: session 2025-2026, deadline 31-March-2026. */
function scholarship(category: string, title: string, whoMayApply: string, documents: readonly string[]): SeedRecord {
  return text(
    `students-corner/scholarship/${category}`,
    title,
    [
      `**Session 2025 - 2026.** ${whoMayApply} may apply on the state's scholarship portal.`,
      "",
      "Last date to submit the application with documents at the scholarship section: **31-March-2026**.",
      "",
      "Documents required:",
      "",
      ...[...documents, "Aadhaar card linked to the student's bank account", "Copy of the first page of the bank passbook", "Admission receipt of the current year"].map(
        (d, i) => `${i + 1}. ${d}`,
      ),
    ].join("\n"),
  );
}

export const pageTexts: SeedRecord[] = [
  text(
    "principal-message",
    "Principal's message",
    "Welcome to the Government Polytechnic. For more than four decades the institute has trained diploma engineers for the region.\n\nWe offer five programmes, well-equipped laboratories and a library that is open to every student. I invite you to explore the site and to visit the campus.",
  ),
  text(
    "principal-responsibilities",
    "Role and responsibilities of the principal",
    [
      "The principal is the head of the institute and is responsible for:",
      "",
      "- academic planning and the smooth conduct of teaching, examinations and results;",
      "- admissions as per the rules of the Directorate of Technical Education;",
      "- the welfare, safety and discipline of students and staff;",
      "- the institute's budget, purchases and accounts;",
      "- training and placement, and links with industry;",
      "- accreditation and the quality of every programme.",
    ].join("\n"),
  ),
  text(
    "about-institute",
    "About the institute",
    "The Government Polytechnic, Sakoli was established in 1983. It offers diploma programmes in Computer Technology, Civil, Mechanical, Electrical, and Electronics and Telecommunication Engineering, affiliated to the state board of technical education.",
  ),
  text(
    "citizen-charter",
    "Citizen's charter",
    [
      "The institute commits to the following services and time limits:",
      "",
      "| Service | Time limit |",
      "| --- | --- |",
      "| Bonafide certificate | 2 working days |",
      "| Leaving certificate | 7 working days |",
      "| Answer to an RTI application | 30 days |",
      "| Refund of caution money | 30 days |",
    ].join("\n"),
  ),
  text(
    "facilities/library",
    "Library",
    [
      "The library is open from 10.00 AM to 6.00 PM on working days.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Staff | 3 |",
      "| Seats in the reading hall | 75 |",
      "| Reading space | 104 sq m |",
      "| Titles | 7814 |",
      "| Volumes | 32209 |",
      "| Journals | 23 |",
      "| Computers in the digital library | 20 |",
    ].join("\n"),
  ),
  text(
    "facilities/girls-hostel",
    "Girls hostel",
    "- Hostel timings: 7:00 am to 6:30 pm.\n- Coming back late is fined Rs 100.\n- Hot water (geyser): 6:00 AM to 10:00 PM.\n- Visitors meet residents only in the visitors' room.",
  ),
  text(
    "facilities/boys-hostel",
    "Boys hostel",
    [
      "The boys hostel has room for 160 students, with a mess, a reading room and a warden on campus.",
      "",
      "Instructions for residents:",
      "",
      "- Carry your hostel identity card at all times.",
      "- Be back in the hostel by 9:00 pm; the warden takes attendance at 9:30 pm.",
      "- Keep your room clean; rooms are inspected every week.",
      "- Do not cook in the rooms or use heaters and other electrical appliances.",
      "- Visitors meet residents only in the visitors' room, from 4:00 pm to 7:00 pm.",
      "- Ragging in any form is a punishable offence; report it to the warden at once.",
      "- Tell the warden in writing before leaving the hostel for a night or more.",
    ].join("\n"),
  ),
  text(
    "facilities/gymkhana",
    "Gymkhana",
    [
      "The gymkhana hall seats over 200 and hosts indoor games, cultural events and the annual gathering.",
      "",
      "| Facility | Details |",
      "| --- | --- |",
      "| Indoor games | Table tennis, carrom, chess, badminton |",
      "| Outdoor games | Cricket, volleyball, kabaddi, athletics |",
      "| Gymnasium | Open 6:00 to 8:00 am and 5:00 to 7:00 pm |",
      "| Annual events | Sports week, cultural gathering |",
    ].join("\n"),
  ),
  text(
    "facilities/scs",
    "Students' co-operative store (SCS)",
    [
      "The students' co-operative store on the campus sells notebooks, drawing instruments, journals, stationery and printed study material at fair prices.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Open | 10.30 AM to 5.00 PM on working days |",
      "| Run by | A committee of staff and student members |",
      "| Also offers | Photocopying and printing of assignments |",
    ].join("\n"),
  ),
  text(
    "facilities/canteen",
    "Canteen",
    [
      "The canteen serves tea, breakfast, lunch and snacks at rates approved by the canteen committee.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Open | 8.00 AM to 6.00 PM on working days |",
      "| Seats | 60 |",
      "| Supervised by | The canteen committee of staff and students |",
      "",
      "Hygiene is checked every month; suggestions may be dropped in the box at the counter.",
    ].join("\n"),
  ),
  text(
    "facilities/internet",
    "Internet and server room",
    [
      "The server room has 8 racks and a 1 Gbps connection that serves every laboratory and the library.",
      "",
      "| Item | Details |",
      "| --- | --- |",
      "| Server racks | 8 |",
      "| Internet connection | 1 Gbps |",
      "| Wi-Fi | In the library, laboratories and hostels |",
      "| Access | With the student's own sign-in, for study use |",
    ].join("\n"),
  ),
  text(
    "training-placement/activities",
    "Training and placement activities",
    [
      "The training and placement cell prepares students for work and brings employers to the campus:",
      "",
      "- campus and pool placement drives with companies from the region and beyond;",
      "- in-plant training of six weeks for every student after the fourth semester;",
      "- aptitude tests, group discussions and mock interviews;",
      "- expert lectures by people from industry and by alumni;",
      "- industrial visits for every branch each year;",
      "- entrepreneurship awareness programmes;",
      "- guidance for higher studies and competitive examinations.",
    ].join("\n"),
  ),
  text(
    "training-placement/placements",
    "Placements in recent years",
    [
      "Placement intake is 300 students a year. Placements of the last five years:",
      "",
      "| Year | Intake | Students placed | Companies visiting | Highest package (lakh per year) |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| 2020-21 | 300 | 142 | 18 | 3.0 |",
      "| 2021-22 | 300 | 168 | 22 | 3.2 |",
      "| 2022-23 | 300 | 185 | 25 | 3.5 |",
      "| 2023-24 | 300 | 197 | 27 | 3.6 |",
      "| 2024-25 | 300 | 211 | 30 | 4.0 |",
    ].join("\n"),
  ),
  text(
    "training-placement/policy",
    "Placement policy",
    "- A student placed with a package below 1.5 lakh, or from 1.5 to 2 lakh, may join only drives offering 2 lakh or more.\n- A student placed above 2 lakh may join only drives offering 2.5 lakh or more.\n- All restrictions lift once 70% of the branch is placed.",
  ),
  text(
    "institute-intro",
    "Government Polytechnic, Sakoli",
    "Established in 1983, the Government Polytechnic, Sakoli offers diploma programmes in five branches of engineering to the young people of the district and the neighbouring rural areas.",
  ),
  text(
    "mandatory-disclosure",
    "Mandatory disclosure",
    "The institute publishes every year the information the approving authority requires: its programmes and intake, faculty, infrastructure, fees, results and placements. The current disclosure is below.",
  ),
  text(
    "students-corner/conduct-discipline",
    "Conduct and discipline",
    [
      "Every student is expected to behave with courtesy and honesty on the campus and outside it.",
      "",
      "- Attend at least 75% of lectures and practicals in every course.",
      "- Carry your identity card on the campus and show it when asked.",
      "- Wear the prescribed uniform on the days the institute sets.",
      "- Ragging is banned; anyone found ragging is expelled and reported to the police.",
      "- Mobile phones stay switched off in classrooms, laboratories and the library.",
      "- Smoking, tobacco, alcohol and drugs are forbidden on the campus.",
      "- Damage to institute property is recovered from those responsible.",
      "- Complaints go to the class teacher, the head of department or the grievance committee.",
    ].join("\n"),
  ),
  scholarship(
    "general",
    "Scholarship for students of reserved categories",
    "Students of the scheduled castes, scheduled tribes, other backward classes and special backward classes whose family income is within the state's limit",
    ["Caste certificate", "Caste validity certificate", "Family income certificate for 2024-25", "Mark sheet of the previous year"],
  ),
  scholarship(
    "minority",
    "Scholarship for students of minority communities",
    "Students of notified minority communities whose family income is within the scheme's limit",
    ["Self-declaration of minority community", "Family income certificate for 2024-25", "Mark sheet of the previous year", "Fee receipt of the current year"],
  ),
  scholarship(
    "open",
    "Fee reimbursement for students of the open category",
    "Students of the open category and economically weaker sections whose family income is within the scheme's limit",
    ["Family income certificate for 2024-25", "Economically weaker section certificate, if claimed", "Mark sheet of the previous year", "Fee receipt of the current year"],
  ),
  text(
    "alumni/association",
    "Alumni association",
    [
      "The alumni association was established for the year 2022-23. Its aims and objectives:",
      "",
      "1. To keep former students in touch with the institute and with each other.",
      "2. To guide current students in their studies and careers.",
      "3. To help with training and placement.",
      "4. To arrange expert lectures by alumni working in industry.",
      "5. To support students in need through scholarships.",
      "6. To take part in improving the institute's facilities.",
      "7. To celebrate the achievements of alumni.",
      "8. To hold an alumni meet every year.",
      "9. To help the institute link with industry.",
    ].join("\n"),
  ),
];

/** A picture of a gallery; the alt text says which real photo the placeholder stands in for. */
function galleryPicture(gallery: string, sortOrder: number, caption: string, standsFor: string, size = { width: 640, height: 400 }): SeedRecord {
  const seed = `${gallery.replace(/\//g, "-")}-${sortOrder}`;
  return {
    gallery,
    image: picture(seed, { ...size, pattern: sortOrder % 2 ? "landscape" : "shapes", label: caption }),
    altText: `Placeholder illustration standing in for ${standsFor}.`,
    caption,
    sortOrder,
  };
}

/** Captions of each department's image slider (the electronics set is the slider's fallback). */
const DEPARTMENT_SLIDERS: Record<string, readonly string[]> = {
  computer: ["Programming laboratory", "Computer network laboratory", "Project exhibition"],
  civil: ["Survey practice on the campus", "Concrete testing laboratory", "Visit to a construction site"],
  mechanical: ["Machine shop", "Thermal engineering laboratory", "CAD laboratory"],
  electrical: ["Electrical machines laboratory", "Switchgear and protection laboratory", "Visit to a substation"],
  electronics: ["Digital electronics laboratory", "Microcontroller laboratory", "Communication laboratory", "IoT project display"],
  science_humanities: ["Physics laboratory", "Chemistry laboratory", "Language laboratory"],
  workshop: ["Fitting shop", "Carpentry shop", "Welding shop"],
};

export const galleryImages: SeedRecord[] = [
  galleryPicture("org-structure", 1, "Organisation structure", "the chart of the institute's organisation structure", { width: 800, height: 600 }),
  galleryPicture("institute-map", 1, "Campus map", "the map of the institute's campus", { width: 800, height: 600 }),
  ...Object.entries(DEPARTMENT_SLIDERS).flatMap(([slug, captions]) =>
    captions.map((caption, i) => galleryPicture(`dept/${slug}`, i + 1, caption, `a photo from the ${DEPARTMENT_NAMES[slug]} department: ${caption}`)),
  ),
  ...["Reading hall", "Book stacks", "Digital library", "Journal section"].map((caption, i) =>
    galleryPicture("library", i + 1, caption, `a photo of the library: ${caption}`),
  ),
  ...["Boys hostel building", "A room of the boys hostel", "Mess hall", "Reading room"].map((caption, i) =>
    galleryPicture("hostel/boys", i + 1, caption, `a photo of the boys hostel: ${caption}`),
  ),
  ...["Girls hostel building", "A room of the girls hostel", "Mess hall", "Common room"].map((caption, i) =>
    galleryPicture("hostel/girls", i + 1, caption, `a photo of the girls hostel: ${caption}`),
  ),
  ...Array.from({ length: 7 }, (_, i) => ({
    gallery: "news-carousel",
    image: picture(`news-carousel-${i + 1}`, { width: 800, height: 450, pattern: i % 2 ? "shapes" : "landscape", label: `News ${i + 1}` }),
    altText: `Placeholder illustration standing in for news photo ${i + 1}.`,
    caption: `Campus news ${i + 1}`,
    sortOrder: i + 1,
  })),
  ...Array.from({ length: 16 }, (_, i) => ({
    gallery: "recruiters",
    image: picture(`recruiter-${i + 1}`, { width: 240, height: 120, pattern: "shapes", label: `Recruiter ${i + 1}` }),
    altText: `Logo of Example Recruiter ${i + 1} (placeholder).`,
    sortOrder: i + 1,
  })),
  ...["2023", "2024", "2025"].flatMap((year) =>
    [1, 2].map((n) => ({
      gallery: `alumni/${year}`,
      image: picture(`alumni-${year}-${n}`, { width: 800, height: 500, pattern: "landscape", label: `Alumni Meet ${year}` }),
      altText: `Placeholder illustration standing in for a photo of the Alumni Meet ${year}.`,
      caption: `Alumni Meet ${year}`,
      sortOrder: n,
    })),
  ),
];

const OFFICE_ROLES = ["Office Superintendent", "Head Clerk", "Senior Clerk", "Junior Clerk", "Accountant", "Store Keeper", "Peon"];
const FIRST = ["Anil", "Sunita", "Ramesh", "Kavita", "Prakash", "Meena", "Vijay", "Asha", "Sanjay", "Lata", "Deepak", "Rekha", "Manoj"];
const LAST = ["Example", "Sample", "Demo", "Placeholder", "Fictional"];

function officeStaff(index: number): SeedRecord {
  const name = `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`;
  return {
    group: "office-staff",
    name,
    role: OFFICE_ROLES[index % OFFICE_ROLES.length],
    photoImage: portrait(`office-${index}`),
    photoImageAltText: `Placeholder portrait standing in for a photo of ${name}, ${OFFICE_ROLES[index % OFFICE_ROLES.length]}.`,
    phone: String(9876510001 + index),
    email: `office${index + 1}@${DOMAIN}`,
    sortOrder: index + 1,
  };
}

export const people: SeedRecord[] = [
  { group: "principal", name: "Dr. Example Principal", role: "Principal", photoImage: portrait("principal"), photoImageAltText: "Placeholder portrait standing in for a photo of Dr. Example Principal, the principal.", phone: "9876510100", email: `principal@${DOMAIN}`, sortOrder: 1 },
  { group: "rti-officers", name: "Dr. Example Principal", role: "Appellate authority", phone: "9876510101", sortOrder: 1 },
  { group: "rti-officers", name: "Mr. Sample Officer", role: "Public information officer", phone: "9876510102", sortOrder: 2 },
  { group: "rti-officers", name: "Mrs. Demo Assistant", role: "Assistant public information officer", phone: "9876510103", sortOrder: 3 },
  ...Array.from({ length: 25 }, (_, i) => officeStaff(i)),
  ...Array.from({ length: 11 }, (_, i) => ({
    group: "alumni-committee",
    name: `${FIRST[(i + 3) % FIRST.length]} Alumnus`,
    role: i === 0 ? "President" : i === 1 ? "Secretary" : i === 2 ? "Treasurer" : "Member",
    phone: String(9876520001 + i),
    sortOrder: i + 1,
  })),
  { group: "placement-team", name: "Mr. Sample Coordinator", role: "Training and placement officer", phone: "9876560001", email: `tpo@${DOMAIN}`, sortOrder: 1 },
  { group: "placement-team", name: "Mrs. Kavita Demo", role: "Placement coordinator, Computer Technology and Electronics", phone: "9876560002", email: `placement.ct@${DOMAIN}`, sortOrder: 2 },
  { group: "placement-team", name: "Mr. Vijay Example", role: "Placement coordinator, Civil and Mechanical", phone: "9876560003", email: `placement.cm@${DOMAIN}`, sortOrder: 3 },
  { group: "placement-team", name: "Ms. Rekha Sample", role: "Placement coordinator, Electrical", phone: "9876560004", email: `placement.ee@${DOMAIN}`, sortOrder: 4 },
  ...Array.from({ length: 5 }, (_, i) => ({
    group: "developers",
    name: `Student Developer ${i + 1}`,
    role: "Student, Computer Technology",
    photoImage: portrait(`developer-${i}`),
    photoImageAltText: `Placeholder portrait standing in for a photo of Student Developer ${i + 1}.`,
    email: `developer${i + 1}@${DOMAIN}`,
    phone: String(9876540001 + i),
    qualification: "Diploma in Computer Technology (pursuing)",
    skills: ["React", "TypeScript", "GraphQL"],
    resumePdf: pdfFile(`Resume of Student Developer ${i + 1}`, "A fictional resume for the demo site."),
    sortOrder: i + 1,
  })),
];

function link(group: string, sortOrder: number, title: string, url: string, opensInNewTab = false): SeedRecord {
  return { group, sortOrder, title, url, opensInNewTab };
}

export const links: SeedRecord[] = [
  link("notice-board", 1, "State government services portal", "https://example.org/services", true),
  link("notice-board", 2, "Fee structure for admission 2025-26", "/students-corner/fee-structure", true),
  link("notice-board", 3, "Branch transfer order 2025-26", "/about-institute/about-institute", true),
  link("notice-board", 4, "Girls hostel fee structure 2025-26", "/facilities/girls-hostel", true),
  link("footer/quick", 1, "About the institute", "/about-institute/about-institute"),
  link("footer/quick", 2, "Programmes offered", "/about-institute/program-offered"),
  link("footer/quick", 3, "GPS in news", "/gps-in-news"),
  link("footer/quick", 4, "Alumni registration", "/alumni/registration-form"),
  link("footer/quick", 5, "Training and placements", "/training-placements"),
  link("footer/important", 1, "State board of technical education", "https://example.org/board", true),
  link("footer/important", 2, "Directorate of technical education", "https://example.org/dte", true),
  link("footer/important", 3, "AICTE", "https://example.org/aicte", true),
  link("students-corner", 1, "State government services portal", "https://example.org/services", true),
  link("students-corner", 2, "Grievance form", "https://example.org/grievance", true),
  link("training-placement/portals", 1, "National apprenticeship portal", "https://example.org/apprenticeship", true),
  link("training-placement/portals", 2, "State employment and skills portal", "https://example.org/employment", true),
  link("training-placement/portals", 3, "Placement registration form", "https://example.org/placement-registration", true),
];

export const demoRows: DemoRows = { pageText: pageTexts, galleryImage: galleryImages, person: people, link: links };
