import type { InstituteSharedQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { NumberedTable } from "../../ui/numbered-table.js";

/** The diploma programs and their yearly intake. */
export function ProgramTable({ programs, headingLevel = 2 }: { programs: InstituteSharedQuery["programs"]["items"]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="program-table" aria-label={m.programsHeading}>
      <Heading>{m.programsHeading}</Heading>
      <NumberedTable
        rows={programs}
        caption={m.programsCaption}
        empty={m.noPrograms}
        columns={[
          { header: m.program, cell: (program) => program.name, namesRow: true, field: "name" },
          { header: m.intake, cell: (program) => program.intake },
        ]}
      />
    </section>
  );
}
