import { useQuery } from "@apollo/client/react";
import { TrainingPlacementsPageDocument, type TrainingPlacementsPageQuery } from "../../graphql/generated/graphql.js";
import { common } from "../../messages/en/common.js";
import { trainingPlacementsMessages as m } from "../../messages/en/training-placements.js";
import { DocumentAccordionIsland as DocumentAccordion } from "../../islands/islands.js";
import { formatDate } from "../../ui/format-date.js";
import { documentItems } from "../../ui/document-items.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { EmailLink, NumberedTable, PhoneLink } from "../../ui/numbered-table.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";

type Data = TrainingPlacementsPageQuery;

/** /training-placements: activities, policy, team, reports, last years' placements, portals. */
export function TrainingPlacementsPage() {
  const result = useQuery(TrainingPlacementsPageDocument);
  return (
    <section className="page more-page" aria-labelledby="tp-heading">
      <h1 id="tp-heading">{m.heading}</h1>
      <QueryState result={result} what={m.loading}>
        {(data) => (
          <>
            <TextSection id="tp-activities" heading={m.activitiesHeading} text={data.activities} />
            <TextSection id="tp-policy" heading={m.policyHeading} text={data.policy} />
            <Team team={data.team.items} />
            <section aria-labelledby="tp-reports">
              <h2 id="tp-reports">{m.reportsHeading}</h2>
              {data.reports.items.length === 0 ? (
                <EmptyMessage text={m.noReports} />
              ) : (
                <DocumentAccordion items={documentItems(data.reports.items)} />
              )}
            </section>
            <TextSection id="tp-placements" heading={m.placementsHeading} text={data.placements} />
            <Portals portals={data.portals.items} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function TextSection({ id, heading, text }: { id: string; heading: string; text: Data["activities"] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text?.title || heading}</h2>
      {text ? (
        <>
          <MarkdownText text={text.body} />
          {text.lastReviewedOn && (
            <p className="last-reviewed">
              {m.lastReviewed} <time dateTime={text.lastReviewedOn}>{formatDate(text.lastReviewedOn)}</time>
            </p>
          )}
        </>
      ) : (
        <EmptyMessage text={m.notPublished} />
      )}
    </section>
  );
}

function Team({ team }: { team: Data["team"]["items"] }) {
  const c = m.teamColumns;
  return (
    <section aria-labelledby="tp-team">
      <h2 id="tp-team">{m.teamHeading}</h2>
      <NumberedTable
        rows={team}
        caption={m.teamCaption}
        empty={m.noTeam}
        columns={[
          { header: c.name, cell: (person) => person.name, namesRow: true },
          { header: c.role, cell: (person) => person.role },
          { header: c.phone, cell: (person) => <PhoneLink number={person.phone} /> },
          { header: c.email, cell: (person) => <EmailLink address={person.email} /> },
        ]}
      />
    </section>
  );
}

function Portals({ portals }: { portals: Data["portals"]["items"] }) {
  return (
    <section aria-labelledby="tp-portals">
      <h2 id="tp-portals">{m.portalsHeading}</h2>
      {portals.length === 0 ? (
        <EmptyMessage text={m.noPortals} />
      ) : (
        <ul className="link-list">
          {portals.map((portal) =>
            portal.opensInNewTab ? (
              <li key={portal.id}>
                <a href={portal.url} target="_blank" rel="noopener noreferrer">
                  {portal.title}
                  <span className="visually-hidden"> {common.opensInNewTab}</span>
                </a>
              </li>
            ) : (
              <li key={portal.id}>
                <a href={portal.url}>{portal.title}</a>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
