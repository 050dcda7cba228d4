import { usePageData } from "../page-loader.js";
import { TrainingPlacementsPageDocument, type TrainingPlacementsPageQuery } from "../../graphql/generated/graphql.js";
import { trainingPlacementsMessages as m } from "../../messages/training-placements.js";
import { contentLang } from "../../ui/in-language.js";
import { contactColumns } from "../../ui/contact-columns.js";
import { NumberedTable } from "../../ui/numbered-table.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { DocumentsSection } from "../documents-section.js";
import { HeadedList } from "../../ui/headed-list.js";
import { PublishedLinkItems } from "../institute/published-link.js";
import { PageTextContent } from "../institute/page-text-section.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";

type Data = TrainingPlacementsPageQuery;

/** /training-placements: activities, policy, team, reports, last years' placements, portals. */
export function TrainingPlacementsPage() {
  const result = usePageData(TrainingPlacementsPageDocument);
  return (
    <TitledPage headingId="tp-heading" heading={m.heading} pageTitle={<PageTitle page={m.heading} />}>
      <QueryState result={result} what={m.loading}>
        {(data) => (
          <>
            <TextSection id="tp-activities" heading={m.activitiesHeading} text={data.activities} />
            <TextSection id="tp-policy" heading={m.policyHeading} text={data.policy} />
            <Team team={data.placementTeam.items} />
            <DocumentsSection id="tp-reports" heading={m.reportsHeading} documents={data.reports.items} empty={m.noReports} />
            <TextSection id="tp-placements" heading={m.placementsHeading} text={data.placements} />
            <Portals portals={data.portals.items} />
          </>
        )}
      </QueryState>
    </TitledPage>
  );
}

function TextSection({ id, heading, text }: { id: string; heading: string; text: Data["activities"] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{(!contentLang(text, "title") && text?.title) || heading}</h2>
      {text ? <PageTextContent text={text} /> : <EmptyMessage text={m.notPublished} />}
    </section>
  );
}

function Team({ team }: { team: Data["placementTeam"]["items"] }) {
  return (
    <section aria-labelledby="tp-team">
      <h2 id="tp-team">{m.teamHeading}</h2>
      <NumberedTable rows={team} caption={m.teamCaption} empty={m.noTeam} columns={contactColumns(true)} />
    </section>
  );
}

function Portals({ portals }: { portals: Data["portals"]["items"] }) {
  return (
    <section aria-labelledby="tp-portals">
      <HeadedList heading={<h2 id="tp-portals">{m.portalsHeading}</h2>} items={portals} empty={m.noPortals}>
        {(links) => (
          <ul className="link-list">
            <PublishedLinkItems links={links} />
          </ul>
        )}
      </HeadedList>
    </section>
  );
}
