import { useQuery } from "@apollo/client/react";
import { TrainingPlacementsPageDocument, type TrainingPlacementsPageQuery } from "../../graphql/generated/graphql.js";
import { common } from "../../messages/en/common.js";
import { trainingPlacementsMessages as m } from "../../messages/en/training-placements.js";
import { DocumentAccordionIsland as DocumentAccordion } from "../../islands/islands.js";
import { formatDate } from "../../ui/format-date.js";
import { MarkdownText } from "../../ui/markdown-text.js";
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
                <DocumentAccordion
                  items={data.reports.items.map((d) => ({ id: d.id, title: d.title, url: d.documentPdf, info: d.documentPdfInfo }))}
                />
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
  return (
    <section aria-labelledby="tp-team">
      <h2 id="tp-team">{m.teamHeading}</h2>
      {team.length === 0 ? (
        <EmptyMessage text={m.noTeam} />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{m.teamCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.teamColumns.serial}</th>
                <th scope="col">{m.teamColumns.name}</th>
                <th scope="col">{m.teamColumns.role}</th>
                <th scope="col">{m.teamColumns.phone}</th>
                <th scope="col">{m.teamColumns.email}</th>
              </tr>
            </thead>
            <tbody>
              {team.map((person, index) => (
                <tr key={person.id}>
                  <td>{index + 1}</td>
                  <th scope="row">{person.name}</th>
                  <td>{person.role}</td>
                  <td>{person.phone && <a href={`tel:${person.phone}`}>{person.phone}</a>}</td>
                  <td>{person.email && <a href={`mailto:${person.email}`}>{person.email}</a>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
