import type { DepartmentPageQuery } from "../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../messages/en/department.js";
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

/** The part of the page that {content} names; a page the department does not offer says it is empty. */
export function DepartmentContent({ content, data }: { content: string; data: DepartmentPageQuery }) {
  if (!isDepartmentSection(content)) return <UnknownContent content={content} />;
  const offered = offeredSections(data.department?.sections ?? []).includes(content);
  return (
    <section className="department-section" aria-labelledby="department-section-heading">
      {offered ? <SectionBody section={content} data={data} /> : <SectionHeading section={content} empty />}
    </section>
  );
}

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
  switch (section) {
    case "about-department":
      return <AboutSection department={department} />;
    case "faculties":
      return <FacultySection heading={<SectionHeading section={section} />} items={data.facultyStaff?.items ?? []} empty={m.empty[section]} />;
    case "laboratories":
      return <LabsSection heading={<SectionHeading section={section} />} items={data.labs?.items ?? []} empty={m.empty[section]} />;
    case "Various Events":
      return <EventsSection heading={<SectionHeading section={section} />} items={data.events?.items ?? []} empty={m.empty[section]} />;
    case "curriculum":
      return (
        <PdfAccordionSection
          heading={<SectionHeading section={section} />}
          empty={m.empty[section]}
          items={(data.curricula?.items ?? []).map((c) => ({ id: c.id, title: m.documents.semester(c.semester), url: c.syllabusPdf, info: c.syllabusPdfInfo }))}
          rowsOfTwo
        />
      );
    case "time-table":
      return <DocumentCardsSection heading={<SectionHeading section={section} />} items={data.timeTables?.items ?? []} empty={m.empty[section]} />;
    case "result-analysis":
      return <DocumentCardsSection heading={<SectionHeading section={section} />} items={data.resultAnalyses?.items ?? []} empty={m.empty[section]} />;
    case "news-letter":
      return <NewsletterSection heading={<SectionHeading section={section} />} items={data.newsletters?.items ?? []} empty={m.empty[section]} />;
    case "mous":
      return <MousSection heading={<SectionHeading section={section} />} items={data.mous?.items ?? []} empty={m.empty[section]} />;
    case "department-portfolio":
      return (
        <PdfAccordionSection
          heading={<SectionHeading section={section} />}
          empty={m.empty[section]}
          items={(data.departmentPortfolios?.items ?? []).map((p) => ({ id: p.id, title: m.documents.portfolio(p.session), url: p.portfolioPdf, info: p.portfolioPdfInfo }))}
        />
      );
    case "internal-revenue-generation":
      return (
        <PdfAccordionSection
          heading={<SectionHeading section={section} />}
          empty={m.empty[section]}
          items={(data.irgs?.items ?? []).map((i) => ({ id: i.id, title: m.documents.irg(i.session), url: i.irgPdf, info: i.irgPdfInfo }))}
        />
      );
    case "digital-library":
      return (
        <DigitalLibrarySection
          heading={<SectionHeading section={section} />}
          items={data.digitalLibrary?.items ?? []}
          departmentName={department.name}
          empty={m.empty[section]}
        />
      );
  }
}

function UnknownContent({ content }: { content: string }) {
  return <MissingItem text={m.notFound.page(content)} />;
}
