import { usePageData } from "../page-loader.js";
import { AlumniPageDocument, type AlumniPageQuery } from "../../graphql/generated/graphql.js";
import { alumniMessages as m } from "../../messages/alumni.js";
import { contactColumns } from "../../ui/contact-columns.js";
import { NumberedTable } from "../../ui/numbered-table.js";
import { QueryState } from "../../ui/query-state.js";
import { DocumentsSection } from "../documents-section.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";
import { PageTextContent } from "../institute/page-text-section.js";

/**
 * /alumni/objective and /alumni/programs: the association (its year and aims, a page text), the
 * 'Programs Conducted' documents and the committee. On /alumni/programs the programmes come first.
 */
export function AlumniAssociationPage({ page }: { page: "objective" | "programs" }) {
  const result = usePageData(AlumniPageDocument);
  const heading = page === "programs" ? m.programsHeading : m.associationHeading;
  return (
    <TitledPage headingId="alumni-heading" heading={heading} pageTitle={<PageTitle page={heading} />} element="article">
      <QueryState result={result} what={m.loading}>
        {(data) =>
          page === "programs" ? (
            <>
              <Programs programs={data.programs} />
              <Association text={data.association} />
              <Committee committee={data.committee} />
            </>
          ) : (
            <>
              <Association text={data.association} />
              <Programs programs={data.programs} />
              <Committee committee={data.committee} />
            </>
          )
        }
      </QueryState>
    </TitledPage>
  );
}

export function AlumniObjectivePage() {
  return <AlumniAssociationPage page="objective" />;
}

export function AlumniProgramsPage() {
  return <AlumniAssociationPage page="programs" />;
}

function Programs({ programs }: { programs: AlumniPageQuery["programs"] }) {
  return <DocumentsSection id="alumni-programs" heading={m.programsConducted} documents={programs?.items ?? []} empty={m.noPrograms} />;
}

function Association({ text }: { text: AlumniPageQuery["association"] }) {
  if (!text) return null;
  return (
    <section aria-labelledby="alumni-aims">
      <h2 id="alumni-aims">{m.aimsHeading}</h2>
      <PageTextContent text={text} />
    </section>
  );
}

function Committee({ committee }: { committee: AlumniPageQuery["committee"] }) {
  return (
    <section aria-labelledby="alumni-committee">
      <h2 id="alumni-committee">{m.committeeHeading}</h2>
      <NumberedTable rows={committee?.items ?? []} caption={m.committeeCaption} empty={m.noCommittee} columns={contactColumns(false)} />
    </section>
  );
}
