// Interface words of the department pages /dept/{branch}/{content}. The content (names, texts,
// lists) comes from the database; a Marathi translation is a parallel mr/department.ts.

const SECTION_LINKS = {
  "about-department": "About Department",
  faculties: "Faculties",
  laboratories: "Laboratories",
  "Various Events": "Various Events",
  curriculum: "Curriculum",
  "time-table": "Timetable",
  "result-analysis": "Result Analysis",
  "news-letter": "News Letter",
  mous: "MOUs",
  "department-portfolio": "Department Portfolio",
  "internal-revenue-generation": "Internal Revenue Generation",
  "digital-library": "Digital Library",
} as const;

export const departmentMessages = {
  heading: (name: string) => `Department of ${name}`,
  nbaBadge: "NBA Accredited",
  sideNavLabel: "Department pages",
  sliderLabel: (name: string) => `Pictures of the Department of ${name}`,
  loading: "the department page",

  /** The link text of each {content} value in the side list, in the spec's words. */
  sectionLinks: SECTION_LINKS,

  /** The heading of each {content} page: its link's words, but the portfolio's in full. */
  sectionHeadings: { ...SECTION_LINKS, "department-portfolio": "Department Portfolio/Plan" },

  /** What a page says when it has nothing to show (the spec's words where it gives them). */
  empty: {
    "about-department": "No information about this department is available yet.",
    faculties: "No faculty data available for this branch !!",
    laboratories: "No laboratory information available for this branch.",
    "Various Events": "No Events data available for this branch!",
    curriculum: "No Curriculum data available for this branch !!",
    "time-table": "No TimeTable data available for this branch !!",
    "result-analysis": "No ResultAnalysis data available for this branch !!",
    "news-letter": "No NewsLetter data available for this branch !!",
    mous: "No MOU's data available for this branch !!",
    "department-portfolio": "No Portfolio data available for this branch !!",
    "internal-revenue-generation": "No IRG data available for this branch !!",
    "digital-library": "No Digital Library books available for this branch !!",
  },

  notFound: {
    departmentHeading: "Department not found",
    department: (branch: string) => `There is no department called “${branch}”. Choose a department from the Academics menu.`,
    page: (content: string) => `This department has no page called “${content}”. Choose one of the department's pages from the list.`,
  },

  about: {
    defaultHeading: "About the Department",
    peos: "Program Educational Objectives (PEOs)",
    psos: "Program Specific Outcomes (PSOs)",
    pos: "Program Outcomes (POs)",
  },

  faculty: {
    photoAlt: (name: string) => `Photo of ${name}`,
    qualification: "Qualification",
    experience: (years: number) => `${years} ${years === 1 ? "year" : "years"}`,
    experienceLabel: "Experience",
    contact: "Contact",
    email: "Email",
  },

  documents: {
    session: (session: string) => `Session ${session}`,
    oddSemesters: "Odd semesters",
    evenSemesters: "Even semesters",
    semester: (n: number) => `Semester ${n}`,
    portfolio: (session: string) => `Department Portfolio/Plan ${session}`,
    irg: (session: string) => `IRG Figure ${session}`,
    newsletter: (session: string) => `News Letter ${session}`,
  },

  labs: {
    galleryLabel: "Pictures of the laboratories",
    tableCaption: "Laboratories and their major equipment",
    columns: {
      name: "Name of Laboratories",
      equipment: "Major Equipments",
      cost: "Approx. cost of one equipment in rupees",
      area: "Area of Lab",
      coordinator: "Lab Co-ordinator",
    },
  },

  events: {
    openImage: (event: string, n: number) => `Open picture ${n} of ${event} full screen`,
    imageAlt: (event: string, n: number) => `${event}, picture ${n}`,
    overlayLabel: (event: string) => `${event}: picture`,
    closeHint: "Press Escape, the × button or the picture to close.",
  },

  mous: {
    tableCaption: "Memoranda of understanding with industries",
    columns: {
      firm: "Name of Industries",
      activity: "Activity done under MOU",
      subject: "Subject related to",
      document: "Document",
    },
    viewPdf: "View PDF",
  },

  library: {
    coverAlt: (title: string) => `Cover of ${title}`,
    subject: "Subject",
    department: "Department",
    author: "Author Name",
    read: "Read the book",
  },
} as const;
