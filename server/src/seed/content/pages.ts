import { DEPARTMENT_NAMES, DEPARTMENT_NAMES_MR } from "./departments.js";
import { pdfFile, picture, portrait, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";
import scholarshipData from "./fixtures/scholarships.json";
import pageTextData from "./fixtures/page-texts.json";
import websitePageData from "./fixtures/website-pages.json";
import linkData from "./fixtures/links.json";

// Page texts, galleries, people in a role and links of the public pages. Everyone and every
// number here is fictional; the texts follow the pages the specification describes.
//
// The keys the public pages look up (page authors: use these; a clerk may add more).
//
// Page texts (pageTextByKey): which page shows which key is server/src/content/page-text-places.ts
// (a unit test holds it to the pages); their words are in fixtures/page-texts.json and, for the
// website's own pages GIGW asks for, fixtures/website-pages.json.
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
//   notice-board (4), footer/quick, footer/important, footer/grievance (beside the anti-ragging helpline), students-corner (services portal, grievance form),
//   training-placement/portals
// The footer's four social links are site settings (facebookUrl, instagramUrl, youtubeUrl, xUrl).

const DOMAIN = "gpsakoli.edu.example";
const today = "2025-11-01";

/** A page text's title and body in each language (the Marathi body with the English body's Markdown: same headings, lists, tables and numbers). */
function text(key: string, en: { title: string; body: string }, mr: { title: string; body: string }): SeedRecord {
  return { key, title: en.title, body: en.body, titleMr: mr.title, bodyMr: mr.body, lastReviewedOn: today };
}

/** What a scholarship notice says, in one language. */
interface Scholarship {
  title: string;
  whoMayApply: string;
  documents: readonly string[];
}

/** What every scholarship notice says around its own words, in one language. */
interface ScholarshipWording {
  whoMayApply: (who: string) => string;
  lastDate: string;
  documentsRequired: string;
  /** The documents every scholarship asks for, listed after the scholarship's own. */
  everyoneBrings: readonly string[];
}

const SCHOLARSHIP_WORDING: Readonly<Record<"en" | "mr", ScholarshipWording>> = {
  en: {
    whoMayApply: (who) => `**Session 2025 - 2026.** ${who} may apply on the state's scholarship portal.`,
    lastDate: "Last date to submit the application with documents at the scholarship section: **31-March-2026**.",
    documentsRequired: "Documents required:",
    everyoneBrings: ["Aadhaar card linked to the student's bank account", "Copy of the first page of the bank passbook", "Admission receipt of the current year"],
  },
  mr: {
    whoMayApply: (who) => `**सत्र 2025 - 2026.** ${who} राज्य शासनाच्या शिष्यवृत्ती पोर्टलवर अर्ज करू शकतात.`,
    lastDate: "कागदपत्रांसह अर्ज शिष्यवृत्ती विभागात सादर करण्याची अंतिम तारीख: **31-मार्च-2026**.",
    documentsRequired: "आवश्यक कागदपत्रे:",
    everyoneBrings: ["विद्यार्थ्याच्या बँक खात्याशी जोडलेले आधार कार्ड", "बँक पासबुकच्या पहिल्या पानाची प्रत", "चालू वर्षाची प्रवेश पावती"],
  },
};

/** A scholarship notice's body in one language: who may apply, the last date, the numbered documents. */
function scholarshipBody(wording: ScholarshipWording, notice: Scholarship): string {
  const documents = [...notice.documents, ...wording.everyoneBrings].map((d, i) => `${i + 1}. ${d}`);
  return [wording.whoMayApply(notice.whoMayApply), "", wording.lastDate, "", wording.documentsRequired, "", ...documents].join("\n");
}

/** A scholarship of fixtures/scholarships.json: its category (the page text's key ends in it) and its own words in each language. */
interface ScholarshipRow {
  category: string;
  en: Scholarship;
  mr: Scholarship;
}

// The annotation checks the JSON's rows when the server is typechecked (a row missing a field fails).
const SCHOLARSHIPS: readonly ScholarshipRow[] = scholarshipData;

/** A scholarship notice of the student corner: session 2025-2026, deadline 31-March-2026. */
function scholarship({ category, en, mr }: ScholarshipRow): SeedRecord {
  return text(
    `students-corner/scholarship/${category}`,
    { title: en.title, body: scholarshipBody(SCHOLARSHIP_WORDING.en, en) },
    { title: mr.title, body: scholarshipBody(SCHOLARSHIP_WORDING.mr, mr) },
  );
}

/** A page text of fixtures/page-texts.json or fixtures/website-pages.json: its title and its Markdown, a line a string, in each language. */
interface FixtureText {
  key: string;
  en: { title: string; body: readonly string[] };
  mr: { title: string; body: readonly string[] };
}

// The annotations check the JSON's rows when the server is typechecked (a row missing a field fails).
const PAGE_TEXTS: readonly FixtureText[] = pageTextData;
/** The website's own pages GIGW asks for (policies, accessibility, screen readers, help). */
const WEBSITE_PAGES: readonly FixtureText[] = websitePageData;

function fixtureText({ key, en, mr }: FixtureText): SeedRecord {
  return text(key, { title: en.title, body: en.body.join("\n") }, { title: mr.title, body: mr.body.join("\n") });
}

// The student corner's scholarship notices follow its conduct rules: the order they were first seeded in.
const texts = PAGE_TEXTS.map(fixtureText);
const afterConduct = texts.findIndex((row) => row.key === "students-corner/conduct-discipline") + 1;
export const pageTexts: SeedRecord[] = [
  ...texts.slice(0, afterConduct),
  ...SCHOLARSHIPS.map(scholarship),
  ...texts.slice(afterConduct),
  ...WEBSITE_PAGES.map(fixtureText),
];

/** A gallery picture's caption and what its placeholder stands for, in one language. */
interface PictureText {
  caption: string;
  standsFor: string;
}

/** A picture of a gallery; the alt text says which real photo the placeholder stands in for. */
function galleryPicture(gallery: string, sortOrder: number, en: PictureText, mr: PictureText, size = { width: 640, height: 400 }): SeedRecord {
  const seed = `${gallery.replace(/\//g, "-")}-${sortOrder}`;
  return {
    gallery,
    image: picture(seed, { ...size, pattern: sortOrder % 2 ? "landscape" : "shapes", label: en.caption }),
    altText: `Placeholder illustration standing in for ${en.standsFor}.`,
    altTextMr: `तात्पुरते चित्र (प्रत्यक्ष छायाचित्राऐवजी): ${mr.standsFor}.`,
    caption: en.caption,
    captionMr: mr.caption,
    sortOrder,
  };
}

/** Captions of each department's image slider, English and Marathi (the electronics set is the slider's fallback). */
const DEPARTMENT_SLIDERS: Record<string, readonly (readonly [string, string])[]> = {
  computer: [
    ["Programming laboratory", "प्रोग्रामिंग प्रयोगशाळा"],
    ["Computer network laboratory", "संगणक नेटवर्क प्रयोगशाळा"],
    ["Project exhibition", "प्रकल्प प्रदर्शन"],
  ],
  civil: [
    ["Survey practice on the campus", "परिसरातील सर्वेक्षण सराव"],
    ["Concrete testing laboratory", "काँक्रीट चाचणी प्रयोगशाळा"],
    ["Visit to a construction site", "बांधकाम स्थळाला भेट"],
  ],
  mechanical: [
    ["Machine shop", "मशीन शॉप"],
    ["Thermal engineering laboratory", "औष्णिक अभियांत्रिकी प्रयोगशाळा"],
    ["CAD laboratory", "कॅड प्रयोगशाळा"],
  ],
  electrical: [
    ["Electrical machines laboratory", "विद्युत यंत्रे प्रयोगशाळा"],
    ["Switchgear and protection laboratory", "स्विचगियर आणि संरक्षण प्रयोगशाळा"],
    ["Visit to a substation", "उपकेंद्राला भेट"],
  ],
  electronics: [
    ["Digital electronics laboratory", "डिजिटल इलेक्ट्रॉनिक्स प्रयोगशाळा"],
    ["Microcontroller laboratory", "मायक्रोकंट्रोलर प्रयोगशाळा"],
    ["Communication laboratory", "संप्रेषण प्रयोगशाळा"],
    ["IoT project display", "आयओटी प्रकल्पांचे प्रदर्शन"],
  ],
  science_humanities: [
    ["Physics laboratory", "भौतिकशास्त्र प्रयोगशाळा"],
    ["Chemistry laboratory", "रसायनशास्त्र प्रयोगशाळा"],
    ["Language laboratory", "भाषा प्रयोगशाळा"],
  ],
  workshop: [
    ["Fitting shop", "फिटिंग शॉप"],
    ["Carpentry shop", "सुतारकाम शॉप"],
    ["Welding shop", "वेल्डिंग शॉप"],
  ],
};

/** The pictures of a place's gallery: captions in English and Marathi, each standing for a photo of that place. */
function placeGallery(gallery: string, place: string, placeMr: string, captions: readonly (readonly [string, string])[]): SeedRecord[] {
  return captions.map(([caption, captionMr], i) =>
    galleryPicture(gallery, i + 1, { caption, standsFor: `a photo of ${place}: ${caption}` }, { caption: captionMr, standsFor: `${placeMr}, ${captionMr}` }),
  );
}

export const galleryImages: SeedRecord[] = [
  galleryPicture(
    "org-structure",
    1,
    { caption: "Organisation structure", standsFor: "the chart of the institute's organisation structure" },
    { caption: "संस्थेची रचना", standsFor: "संस्थेच्या संघटनात्मक रचनेचा तक्ता" },
    { width: 800, height: 600 },
  ),
  galleryPicture(
    "institute-map",
    1,
    { caption: "Campus map", standsFor: "the map of the institute's campus" },
    { caption: "परिसराचा नकाशा", standsFor: "संस्थेच्या परिसराचा नकाशा" },
    { width: 800, height: 600 },
  ),
  ...Object.entries(DEPARTMENT_SLIDERS).flatMap(([slug, captions]) =>
    captions.map(([caption, captionMr], i) =>
      galleryPicture(
        `dept/${slug}`,
        i + 1,
        { caption, standsFor: `a photo from the ${DEPARTMENT_NAMES[slug]} department: ${caption}` },
        { caption: captionMr, standsFor: `${DEPARTMENT_NAMES_MR[slug]} विभाग, ${captionMr}` },
      ),
    ),
  ),
  ...placeGallery("library", "the library", "ग्रंथालय", [
    ["Reading hall", "वाचन कक्ष"],
    ["Book stacks", "ग्रंथांची कपाटे"],
    ["Digital library", "डिजिटल ग्रंथालय"],
    ["Journal section", "नियतकालिक विभाग"],
  ]),
  ...placeGallery("hostel/boys", "the boys hostel", "मुलांचे वसतिगृह", [
    ["Boys hostel building", "मुलांच्या वसतिगृहाची इमारत"],
    ["A room of the boys hostel", "मुलांच्या वसतिगृहातील एक खोली"],
    ["Mess hall", "भोजनगृह"],
    ["Reading room", "वाचन कक्ष"],
  ]),
  ...placeGallery("hostel/girls", "the girls hostel", "मुलींचे वसतिगृह", [
    ["Girls hostel building", "मुलींच्या वसतिगृहाची इमारत"],
    ["A room of the girls hostel", "मुलींच्या वसतिगृहातील एक खोली"],
    ["Mess hall", "भोजनगृह"],
    ["Common room", "सामायिक कक्ष"],
  ]),
  ...Array.from({ length: 7 }, (_, i) => ({
    gallery: "news-carousel",
    image: picture(`news-carousel-${i + 1}`, { width: 800, height: 450, pattern: i % 2 ? "shapes" : "landscape", label: `News ${i + 1}` }),
    altText: `Placeholder illustration standing in for news photo ${i + 1}.`,
    altTextMr: `तात्पुरते चित्र (प्रत्यक्ष छायाचित्राऐवजी): बातमीचे छायाचित्र ${i + 1}.`,
    caption: `Campus news ${i + 1}`,
    captionMr: `परिसरातील बातमी ${i + 1}`,
    sortOrder: i + 1,
  })),
  ...Array.from({ length: 16 }, (_, i) => ({
    gallery: "recruiters",
    image: picture(`recruiter-${i + 1}`, { width: 240, height: 120, pattern: "shapes", label: `Recruiter ${i + 1}` }),
    altText: `Logo of Example Recruiter ${i + 1} (placeholder).`,
    altTextMr: `उदाहरण नियोक्ता ${i + 1} यांचा लोगो (तात्पुरता).`,
    sortOrder: i + 1,
  })),
  ...["2023", "2024", "2025"].flatMap((year) =>
    [1, 2].map((n) => ({
      gallery: `alumni/${year}`,
      image: picture(`alumni-${year}-${n}`, { width: 800, height: 500, pattern: "landscape", label: `Alumni Meet ${year}` }),
      altText: `Placeholder illustration standing in for a photo of the Alumni Meet ${year}.`,
      altTextMr: `तात्पुरते चित्र (प्रत्यक्ष छायाचित्राऐवजी): माजी विद्यार्थी मेळावा ${year}.`,
      caption: `Alumni Meet ${year}`,
      captionMr: `माजी विद्यार्थी मेळावा ${year}`,
      sortOrder: n,
    })),
  ),
];

const OFFICE_ROLES = ["Office Superintendent", "Head Clerk", "Senior Clerk", "Junior Clerk", "Accountant", "Store Keeper", "Peon"];
const OFFICE_ROLES_MR = ["कार्यालय अधीक्षक", "मुख्य लिपिक", "वरिष्ठ लिपिक", "कनिष्ठ लिपिक", "लेखापाल", "भांडारपाल", "शिपाई"];
const ALUMNI_ROLES: readonly (readonly [string, string])[] = [
  ["President", "अध्यक्ष"],
  ["Secretary", "सचिव"],
  ["Treasurer", "कोषाध्यक्ष"],
];
const ALUMNI_MEMBER = ["Member", "सदस्य"] as const;
const FIRST = ["Anil", "Sunita", "Ramesh", "Kavita", "Prakash", "Meena", "Vijay", "Asha", "Sanjay", "Lata", "Deepak", "Rekha", "Manoj"];
const LAST = ["Example", "Sample", "Demo", "Placeholder", "Fictional"];

function officeStaff(index: number): SeedRecord {
  const name = `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`;
  return {
    group: "office-staff",
    name,
    role: OFFICE_ROLES[index % OFFICE_ROLES.length],
    roleMr: OFFICE_ROLES_MR[index % OFFICE_ROLES.length],
    photoImage: portrait(`office-${index}`),
    photoImageAltText: `Placeholder portrait standing in for a photo of ${name}, ${OFFICE_ROLES[index % OFFICE_ROLES.length]}.`,
    phone: String(9876510001 + index),
    email: `office${index + 1}@${DOMAIN}`,
    sortOrder: index + 1,
  };
}

export const people: SeedRecord[] = [
  {
    group: "principal",
    name: "Dr. Example Principal",
    role: "Principal",
    roleMr: "प्राचार्य",
    photoImage: portrait("principal"),
    photoImageAltText: "Placeholder portrait standing in for a photo of Dr. Example Principal, the principal.",
    phone: "9876510100",
    email: `principal@${DOMAIN}`,
    sortOrder: 1,
  },
  { group: "rti-officers", name: "Dr. Example Principal", role: "Appellate authority", roleMr: "अपिलीय प्राधिकारी", phone: "9876510101", sortOrder: 1 },
  { group: "rti-officers", name: "Mr. Sample Officer", role: "Public information officer", roleMr: "जन माहिती अधिकारी", phone: "9876510102", sortOrder: 2 },
  {
    group: "rti-officers",
    name: "Mrs. Demo Assistant",
    role: "Assistant public information officer",
    roleMr: "सहायक जन माहिती अधिकारी",
    phone: "9876510103",
    sortOrder: 3,
  },
  ...Array.from({ length: 25 }, (_, i) => officeStaff(i)),
  ...Array.from({ length: 11 }, (_, i) => ({
    group: "alumni-committee",
    name: `${FIRST[(i + 3) % FIRST.length]} Alumnus`,
    role: (ALUMNI_ROLES[i] ?? ALUMNI_MEMBER)[0],
    roleMr: (ALUMNI_ROLES[i] ?? ALUMNI_MEMBER)[1],
    phone: String(9876520001 + i),
    sortOrder: i + 1,
  })),
  {
    group: "placement-team",
    name: "Mr. Sample Coordinator",
    role: "Training and placement officer",
    roleMr: "प्रशिक्षण आणि नियुक्ती अधिकारी",
    phone: "9876560001",
    email: `tpo@${DOMAIN}`,
    sortOrder: 1,
  },
  {
    group: "placement-team",
    name: "Mrs. Kavita Demo",
    role: "Placement coordinator, Computer Technology and Electronics",
    roleMr: "नियुक्ती समन्वयक, संगणक तंत्रज्ञान आणि इलेक्ट्रॉनिक्स",
    phone: "9876560002",
    email: `placement.ct@${DOMAIN}`,
    sortOrder: 2,
  },
  {
    group: "placement-team",
    name: "Mr. Vijay Example",
    role: "Placement coordinator, Civil and Mechanical",
    roleMr: "नियुक्ती समन्वयक, स्थापत्य आणि यांत्रिकी",
    phone: "9876560003",
    email: `placement.cm@${DOMAIN}`,
    sortOrder: 3,
  },
  {
    group: "placement-team",
    name: "Ms. Rekha Sample",
    role: "Placement coordinator, Electrical",
    roleMr: "नियुक्ती समन्वयक, विद्युत",
    phone: "9876560004",
    email: `placement.ee@${DOMAIN}`,
    sortOrder: 4,
  },
  ...Array.from({ length: 5 }, (_, i) => ({
    group: "developers",
    name: `Student Developer ${i + 1}`,
    role: "Student, Computer Technology",
    roleMr: "विद्यार्थी, संगणक तंत्रज्ञान",
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

/** The site's links (menus, footer, notice board), one a line in fixtures/links.json. */
export const links: SeedRecord[] = linkData;

export const demoRows: DemoRows = { pageText: pageTexts, galleryImage: galleryImages, person: people, link: links };
