import { usePageData } from "../page-loader.js";
import { useParams } from "react-router-dom";
import { StudentsCornerPageDocument, type StudentsCornerPageQuery, type StudentsCornerPageQueryVariables } from "../../graphql/generated/graphql.js";
import { studentsCornerMessages as m } from "../../messages/students-corner.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { DocumentsSection } from "../documents-section.js";
import { PageTextSection } from "../institute/page-text-section.js";
import { StudentsCornerMenu } from "./students-corner-menu.js";
import { studentsCornerPageVariables } from "./students-corner-page-variables.js";
import { MissingItem } from "../missing-item.js";
import { PageTitle } from "../layout/page-title.js";

/** /students-corner/{page}: the page's text or scholarship notices and its documents. */
export function StudentsCornerPage() {
  const { page = "" } = useParams();
  const variables = studentsCornerPageVariables(page);
  if (!variables) return <StudentsCornerNotFound />;
  return <StudentsCornerContent page={page} variables={variables} />;
}

function StudentsCornerContent({ page, variables }: { page: string; variables: StudentsCornerPageQueryVariables }) {
  const result = usePageData(StudentsCornerPageDocument);
  return (
    <div className="page students-corner-page">
      <PageTitle page={m.titles[page]} />
      <h1>{m.titles[page]}</h1>
      <QueryState result={result} what={m.what}>
        {(data) => (
          <>
            {data.text ? <PageTextSection text={data.text} /> : null}
            {variables.scholarship ? <ScholarshipNotices data={data} /> : null}
            <DocumentsSection id="students-corner-documents" heading={m.documentsHeading} documents={data.documents.items} empty={m.noDocuments} />
            <StudentsCornerMenu links={data.links.items} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function ScholarshipNotices({ data }: { data: StudentsCornerPageQuery }) {
  const notices = [data.general, data.minority, data.open].filter((notice) => notice != null);
  if (notices.length === 0) return <EmptyMessage text={m.noNotices} />;
  return (
    <div className="scholarship-notices">
      {notices.map((notice) => (
        <PageTextSection key={notice.title} text={notice} />
      ))}
    </div>
  );
}

function StudentsCornerNotFound() {
  return (
    <div className="page students-corner-page">
      <MissingItem heading={m.notFoundHeading} text={m.notFound} />
      <StudentsCornerMenu links={[]} />
    </div>
  );
}
