import type { DepartmentPageQuery } from "../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../messages/department.js";
import { EmptyMessage } from "../../ui/query-state.js";
import type { DepartmentSection } from "./department-page-variables.js";
import { isDepartmentSection, offeredSections } from "./department-sections.js";
import { AboutSection } from "./sections/about-section.js";
import { DigitalLibrarySection } from "./sections/digital-library-section.js";
import { DocumentCardsSection } from "./sections/document-cards-section.js";
import { EventsSection } from "./sections/events-section.js";
import { FacultySection } from "./sections/faculty-section.js";
import { LabsSection } from "./sections/labs-section.js";
import { MousSection } from "./sections/mous-section.js";
import { NewsletterSection } from "./sections/newsletter-section.js";
import { PdfAccordionSection } from "./sections/pdf-accordion-section.js";
import { MissingItem } from "../missing-item.js";
import { contentLang } from "../../ui/in-language.js";
import type { AccordionDocument } from "../../ui/document-accordion.js";

/** The part of the page that {content} names; a page the department does not offer says it is empty. */
export function DepartmentContent({ content, data }: { content: string; data: DepartmentPageQuery }) {
  if (!isDepartmentSection(content)) return <MissingItem text={m.notFound.page(content)} />;
  const offered = offeredSections(data.department?.sections ?? []).includes(content);
  return (
    <section className="department-section" aria-labelledby="department-section-heading">
      {offered ? <SectionBody section={content} data={data} /> : <SectionHeading section={content} empty />}
    </section>
  );
}

/** The sections that are an accordion of PDFs, one per semester or session: their rows, titled in words. */
const ACCORDIONS: Record<"curriculum" | "department-portfolio" | "internal-revenue-generation", (data: DepartmentPageQuery) => AccordionDocument[]> = {
  curriculum: (data) => (data.curricula?.items ?? []).map((c) => ({ id: c.id, title: m.documents.semester(c.semester), url: c.syllabusPdf, info: c.syllabusPdfInfo })),
  "department-portfolio": (data) =>
    (data.departmentPortfolios?.items ?? []).map((p) => ({ id: p.id, title: m.documents.portfolio(p.session), url: p.portfolioPdf, info: p.portfolioPdfInfo })),
  "internal-revenue-generation": (data) => (data.irgs?.items ?? []).map((i) => ({ id: i.id, title: m.documents.irg(i.session), url: i.irgPdf, info: i.irgPdfInfo })),
};

function SectionHeading({ section, empty = false }: { section: DepartmentSection; empty?: boolean }) {
  const heading = section === "about-department" ? m.about.defaultHeading : m.sectionHeadings[section];
  return (
    <>
      <h2 id="department-section-heading">{heading}</h2>
      {empty && <EmptyMessage text={m.empty[section]} />}
    </>
  );
}

function SectionBody({ section, data }: { section: DepartmentSection; data: DepartmentPageQuery }) {
  const department = data.department!;
  // Every section but "about" shows the page's heading, then its list or the spec's empty message.
  const framed = { heading: <SectionHeading section={section} />, empty: m.empty[section] };
  switch (section) {
    case "about-department":
      return <AboutSection department={department} />;
    case "faculties":
      return <FacultySection {...framed} items={data.facultyStaff?.items ?? []} />;
    case "laboratories":
      return <LabsSection {...framed} items={data.labs?.items ?? []} />;
    case "Various Events":
      return <EventsSection {...framed} items={data.events?.items ?? []} />;
    case "curriculum":
    case "department-portfolio":
    case "internal-revenue-generation":
      return <PdfAccordionSection {...framed} items={ACCORDIONS[section](data)} rowsOfTwo={section === "curriculum"} />;
    case "time-table":
    case "result-analysis":
      return <DocumentCardsSection {...framed} items={(section === "time-table" ? data.timeTables : data.resultAnalyses)?.items ?? []} />;
    case "news-letter":
      return <NewsletterSection {...framed} items={data.newsletters?.items ?? []} />;
    case "mous":
      return <MousSection {...framed} items={data.mous?.items ?? []} />;
    case "digital-library":
      return (
        <DigitalLibrarySection {...framed} items={data.digitalLibrary?.items ?? []} departmentName={department.name} departmentLang={contentLang(department, "name")} />
      );
  }
}
