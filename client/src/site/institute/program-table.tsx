import type { InstituteSharedQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { NumberedTable } from "../../ui/numbered-table.js";

/** The diploma programs and their yearly intake. */
export function ProgramTable({ programs }: { programs: InstituteSharedQuery["programs"]["items"] }) {
  return (
    <section className="program-table" aria-label={m.programsHeading}>
      <h2>{m.programsHeading}</h2>
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
