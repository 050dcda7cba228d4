// Keys of the titled PDF lists the public site shows, and where each appears.
// A document row names one of these; committee pages use `committee/{key}`.

export const COMMITTEE_KEYS = [
  { value: "women-grievance-commitee", label: "Women Grievance Committee" },
  { value: "student-grievance-committee", label: "Student Grievance Committee" },
  { value: "anti-ragging-committee", label: "Anti Ragging Committee" },
  { value: "sc-st-committee", label: "SC/ST Committee" },
  { value: "iste-committee", label: "ISTE Students' Chapter" },
  { value: "iic-committee", label: "Institution's Innovation Council" },
  { value: "industry4_0-committee", label: "Industry 4.0 Committee" },
  { value: "iqac-committee", label: "Internal Quality Assurance Cell" },
  { value: "girls-common-room", label: "Girls Common Room Committee" },
  { value: "nba-committee", label: "NBA Committee" },
] as const;

/** A section's lists, labelled with the section: `norms` of the Institute is "Institute: norms". */
const inSection = (section: string, lists: readonly (readonly [value: string, label: string])[]) =>
  lists.map(([value, label]) => ({ value, label: `${section}: ${label}` }));

const PAGE_COLLECTIONS = [
  ...inSection("Institute", [
    ["academic-calendar", "academic calendar"],
    ["institute-calendar", "institute calendar"],
    ["portfolio-details", "portfolio details"],
    ["norms", "norms"],
    ["right-to-information", "right to information"],
    ["citizen-charter", "citizen's charter"],
    ["mandatory-disclosure", "mandatory disclosure"],
    ["policies", "service, leave, conduct and pension rules"],
  ]),
  ...inSection("Student corner", [
    ["fee-structure", "fee structure"],
    ["scholarship", "scholarship"],
    ["enrolled-students", "enrolled students"],
    ["conduct-discipline", "conduct and discipline"],
  ]),
  ...inSection("Accreditation", [
    ["nba-accreditation", "NBA"],
    ["aishe-reports", "AISHE reports"],
    ["infra-details", "infrastructure details"],
    ["fire-safety", "fire safety"],
  ]),
  ...inSection("Training and placement", [["placement-reports", "reports"]]),
  ...inSection("Facilities", [["girls-hostel-committee", "girls hostel committee"]]),
  ...inSection("Alumni", [["alumni-programs", "programmes conducted"]]),
];

export const DOCUMENT_COLLECTIONS: readonly { value: string; label: string }[] = [
  ...PAGE_COLLECTIONS,
  ...COMMITTEE_KEYS.map((c) => ({ value: `committee/${c.value}`, label: `Committee: ${c.label}` })),
];
