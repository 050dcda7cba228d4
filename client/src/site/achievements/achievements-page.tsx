import { usePageData } from "../page-loader.js";
import { AchievementsPageDocument } from "../../graphql/generated/graphql.js";
import { common } from "../../messages/common.js";
import { achievementsMessages as m } from "../../messages/achievements.js";
import { NumberedTable } from "../../ui/numbered-table.js";
import { QueryState } from "../../ui/query-state.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";
import { contentLang } from "../../ui/in-language.js";
import { LinkUnlessBroken } from "../../ui/broken-links.js";

/** /Achievements/Patents: one row per published research record, with a link to the profile. */
export function AchievementsPage() {
  const c = m.columns;
  const result = usePageData(AchievementsPageDocument);
  return (
    <TitledPage headingId="achievements-heading" heading={m.heading} pageTitle={<PageTitle page={m.heading} />}>
      <QueryState result={result} what={m.loading}>
        {({ publications, departments }) => {
          const departmentOf = new Map(departments.items.map((d) => [d.slug, d]));
          return (
            <NumberedTable
              rows={publications.items}
              caption={m.tableCaption}
              empty={m.empty}
              columns={[
                { header: c.name, cell: (row) => row.facultyName, namesRow: true },
                { header: c.designation, cell: (row) => row.designation, field: "designation" },
                {
                  header: c.department,
                  cell: (row) => {
                    const department = departmentOf.get(row.department);
                    return department ? <span lang={contentLang(department, "name")}>{department.name}</span> : row.department;
                  },
                },
                {
                  header: c.moreInfo,
                  cell: (row) =>
                    row.profileLink && (
                      <LinkUnlessBroken href={row.profileLink} words={m.visit}>
                        <a href={row.profileLink} target="_blank" rel="noopener noreferrer" aria-label={`${m.visitLabel(row.facultyName)} ${common.opensInNewTab}`}>
                          {m.visit}
                        </a>
                      </LinkUnlessBroken>
                    ),
                },
              ]}
            />
          );
        }}
      </QueryState>
    </TitledPage>
  );
}
