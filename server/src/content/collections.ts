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

const PAGE_COLLECTIONS = [
  { value: "academic-calendar", label: "Institute: academic calendar" },
  { value: "institute-calendar", label: "Institute: institute calendar" },
  { value: "portfolio-details", label: "Institute: portfolio details" },
  { value: "norms", label: "Institute: norms" },
  { value: "right-to-information", label: "Institute: right to information" },
  { value: "citizen-charter", label: "Institute: citizen's charter" },
  { value: "mandatory-disclosure", label: "Institute: mandatory disclosure" },
  { value: "policies", label: "Institute: service, leave, conduct and pension rules" },
  { value: "fee-structure", label: "Student corner: fee structure" },
  { value: "scholarship", label: "Student corner: scholarship" },
  { value: "enrolled-students", label: "Student corner: enrolled students" },
  { value: "conduct-discipline", label: "Student corner: conduct and discipline" },
  { value: "nba-accreditation", label: "Accreditation: NBA" },
  { value: "aishe-reports", label: "Accreditation: AISHE reports" },
  { value: "infra-details", label: "Accreditation: infrastructure details" },
  { value: "fire-safety", label: "Accreditation: fire safety" },
  { value: "placement-reports", label: "Training and placement: reports" },
  { value: "girls-hostel-committee", label: "Facilities: girls hostel committee" },
  { value: "alumni-programs", label: "Alumni: programmes conducted" },
] as const;

export const DOCUMENT_COLLECTIONS: readonly { value: string; label: string }[] = [
  ...PAGE_COLLECTIONS,
  ...COMMITTEE_KEYS.map((c) => ({ value: `committee/${c.value}`, label: `Committee: ${c.label}` })),
];
