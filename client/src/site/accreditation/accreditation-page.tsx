import { usePageData } from "../page-loader.js";
import { useParams } from "react-router-dom";
import { AccreditationPageDocument, type AccreditationPageQuery } from "../../graphql/generated/graphql.js";
import { accreditationMessages as m } from "../../messages/accreditation.js";
import { DocumentAccordionIsland as DocumentAccordion } from "../../islands/islands.js";
import type { AccordionDocument } from "../../ui/document-accordion.js";
import { documentItems } from "../../ui/document-items.js";
import { QueryState } from "../../ui/query-state.js";
import { accreditationPageVariables } from "./accreditation-page-variables.js";
import { AccreditationMenu } from "./accreditation-menu.js";
import { MissingItem } from "../missing-item.js";
import { PageTitle } from "../layout/page-title.js";

/** /accreditation-reports/{page}: the page's reports, each a PDF that opens under its title. */
export function AccreditationPage() {
  const { page = "" } = useParams();
  const variables = accreditationPageVariables(page);
  if (!variables) return <AccreditationNotFound />;
  return <AccreditationReports page={page} />;
}

function AccreditationReports({ page }: { page: string }) {
  const result = usePageData(AccreditationPageDocument);
  const intro = m.intros[page];
  return (
    <div className="page accreditation-page">
      <PageTitle page={m.titles[page]} />
      <h1>{m.titles[page]}</h1>
      {intro ? <p>{intro}</p> : null}
      <QueryState result={result} what={m.what} isEmpty={(data) => reportItems(data).length === 0} emptyMessage={m.empty}>
        {(data) => <DocumentAccordion items={reportItems(data)} allowSeveralOpen={page === "audit-reports"} />}
      </QueryState>
      <AccreditationMenu />
    </div>
  );
}

/** Whichever list the page asked for, as accordion items. */
function reportItems(data: AccreditationPageQuery): AccordionDocument[] {
  if (data.documents) return documentItems(data.documents.items);
  if (data.eoaReports) {
    return data.eoaReports.items.map((r) => ({ id: r.id, title: m.eoaTitle(r.session, r.department), url: r.reportPdf, info: r.reportPdfInfo }));
  }
  if (data.monitoringReports) {
    return data.monitoringReports.items.map((r) => ({ id: r.id, title: m.monitoringTitle(r.session), url: r.reportPdf, info: r.reportPdfInfo }));
  }
  if (data.auditReports) {
    return data.auditReports.items.map((r) => ({ id: r.id, title: m.auditTitle(r.session), url: r.reportPdf, info: r.reportPdfInfo }));
  }
  return [];
}

function AccreditationNotFound() {
  return (
    <div className="page accreditation-page">
      <MissingItem heading={m.notFoundHeading} text={m.notFound} />
      <AccreditationMenu />
    </div>
  );
}
