import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/en/institute.js";
import { EmptyMessage } from "../../ui/query-state.js";

/** The diploma programs and their yearly intake. */
export function ProgramTable({ programs, headingLevel = 2 }: { programs: InstitutePageQuery["programs"]["items"]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="program-table" aria-label={m.programsHeading}>
      <Heading>{m.programsHeading}</Heading>
      {programs.length === 0 ? (
        <EmptyMessage text={m.noPrograms} />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{m.programsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.serial}</th>
                <th scope="col">{m.program}</th>
                <th scope="col">{m.intake}</th>
              </tr>
            </thead>
            <tbody>
              {programs.map((program, index) => (
                <tr key={program.id}>
                  <td>{index + 1}</td>
                  <th scope="row">{program.name}</th>
                  <td>{program.intake}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
