import type { ContentTypeSpec } from "./define.js";
import { CONTENT_TYPES, type ContentKey } from "./registry.js";

// The content types grouped as the API documents them: one SDL file per domain in schema/.

export interface ContentDomain {
  /** The schema file's name, kebab-case. */
  name: string;
  /** One line on what the domain holds. */
  about: string;
  keys: readonly ContentKey[];
}

export const CONTENT_DOMAINS: readonly ContentDomain[] = [
  { name: "staff", about: "Teaching and supporting staff of the departments.", keys: ["facultyStaff", "supportingStaff"] },
  {
    name: "reports",
    about: "College-level reports and the faculty's publications.",
    keys: ["auditReport", "monitoringReport", "admissionProcess", "eoaReport", "publication"],
  },
  {
    name: "department-documents",
    about: "What each department publishes: time tables, results, curricula, labs, MoUs, events ...",
    keys: ["timeTable", "resultAnalysis", "curriculum", "studentList", "newsletter", "irg", "departmentPortfolio", "lab", "mou", "event"],
  },
  {
    name: "news",
    about: "The home page and the news pages: GPS in news, notices, slides, the digital library.",
    keys: ["gpsNews", "notice", "slide", "digitalLibrary"],
  },
  {
    name: "site",
    about: "The site's own structure: departments, titled PDF lists, programmes, committees.",
    keys: ["department", "document", "program", "committee"],
  },
  {
    name: "pages",
    about: "What the public pages show beyond document lists: page texts, gallery pictures, people in a role, links.",
    keys: ["pageText", "galleryImage", "person", "link"],
  },
  {
    name: "submissions",
    about: "The two public forms: anyone may submit, only administrators read, change or delete.",
    keys: ["admissionConfirmation", "alumniRegistration"],
  },
];

export const domainTypes = (domain: ContentDomain): ContentTypeSpec[] => domain.keys.map((key) => CONTENT_TYPES[key]);
