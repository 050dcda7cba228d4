import { useQuery } from "@apollo/client/react";
import { AchievementsPageDocument } from "../../graphql/generated/graphql.js";
import { common } from "../../messages/en/common.js";
import { achievementsMessages as m } from "../../messages/en/achievements.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";

/** /Achievements/Patents: one row per published research record, with a link to the profile. */
export function AchievementsPage() {
  const result = useQuery(AchievementsPageDocument);
  return (
    <section className="page more-page" aria-labelledby="achievements-heading">
      <h1 id="achievements-heading">{m.heading}</h1>
      <QueryState result={result} what={m.loading}>
        {({ publications, departments }) => {
          if (publications.items.length === 0) return <EmptyMessage text={m.empty} />;
          const departmentName = new Map(departments.items.map((d) => [d.slug, d.name]));
          return (
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">{m.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m.columns.serial}</th>
                    <th scope="col">{m.columns.name}</th>
                    <th scope="col">{m.columns.designation}</th>
                    <th scope="col">{m.columns.department}</th>
                    <th scope="col">{m.columns.moreInfo}</th>
                  </tr>
                </thead>
                <tbody>
                  {publications.items.map((row, index) => (
                    <tr key={row.id}>
                      <td>{index + 1}</td>
                      <th scope="row">{row.facultyName}</th>
                      <td>{row.designation}</td>
                      <td>{departmentName.get(row.department) ?? row.department}</td>
                      <td>
                        {row.profileLink && (
                          <a href={row.profileLink} target="_blank" rel="noopener noreferrer" aria-label={`${m.visitLabel(row.facultyName)} ${common.opensInNewTab}`}>
                            {m.visit}
                          </a>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
