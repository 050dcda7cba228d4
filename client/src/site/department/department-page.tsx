import { usePageData } from "../page-loader.js";
import { useParams } from "react-router-dom";
import { DepartmentPageDocument } from "../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../messages/department.js";
import { QueryState } from "../../ui/query-state.js";
import { DepartmentContent } from "./department-content.js";
import { DepartmentSideNav } from "./department-side-nav.js";
import { DepartmentSlider } from "./department-slider.js";
import { MissingItem } from "../missing-item.js";
import { PageTitle } from "../layout/page-title.js";
import { contentLang, Phrase } from "../../ui/in-language.js";

/** /dept/{branch}/{content}: the heading first, then the department's pages (a row that scrolls sideways on a
 *  phone, a side list on wide screens), the slider and the page {content} names. */
export function DepartmentPage() {
  const { branch = "", content = "" } = useParams();
  const result = usePageData(DepartmentPageDocument);

  return (
    <QueryState result={result} what={m.loading}>
      {(data) =>
        data.department ? (
          <div className="department-page">
            <PageTitle page={departmentPageTitle(data.department.name, content)} />
            <h1 className="department-heading">
              <Phrase message={m.heading} value={data.department.name} lang={contentLang(data.department, "name")} />
              {data.department.nbaAccredited && <span className="nba-badge">{m.nbaBadge}</span>}
            </h1>
            <DepartmentSideNav branch={branch} current={content} sections={data.department.sections} />
            <div className="department-main">
              <DepartmentSlider data={data} departmentName={data.department.name} />
              <DepartmentContent content={content} data={data} />
            </div>
          </div>
        ) : (
          <UnknownDepartment branch={branch} />
        )
      }
    </QueryState>
  );
}

/** "Computer Technology: Faculties": the department, then the page of it shown. */
function departmentPageTitle(name: string, content: string): string {
  const section = Object.hasOwn(m.sectionHeadings, content) ? m.sectionHeadings[content as keyof typeof m.sectionHeadings] : undefined;
  return section ? `${name}: ${section}` : name;
}

function UnknownDepartment({ branch }: { branch: string }) {
  return (
    <section className="department-page department-not-found">
      <MissingItem heading={m.notFound.departmentHeading} text={m.notFound.department(branch)} />
    </section>
  );
}
