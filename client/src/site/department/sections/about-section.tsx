import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { common } from "../../../messages/common.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { MarkdownText } from "../../../ui/markdown-text.js";
import { EmptyMessage } from "../../../ui/query-state.js";
import { contentLang, InEnglishNote } from "../../../ui/in-language.js";

type Department = NonNullable<DepartmentPageQuery["department"]>;

/** About: the head's (or the workshop superintendent's) description, vision, mission, PEOs, PSOs and POs. */
export function AboutSection({ department }: { department: Department }) {
  const { headOfDepartmentTitle, description, vision, mission = [], peos = [], psos = [], pos = [] } = department;
  const nothing = !description && !vision && mission.length + peos.length + psos.length + pos.length === 0;
  return (
    <>
      <h2 id="department-section-heading">{(!contentLang(department, "headOfDepartmentTitle") && headOfDepartmentTitle) || m.about.defaultHeading}</h2>
      {nothing && <EmptyMessage text={m.empty["about-department"]} />}
      {description && (
        <>
          <InEnglishNote lang={contentLang(department, "description")} />
          <MarkdownText text={description} className="markdown-text department-description" lang={contentLang(department, "description")} />
        </>
      )}
      {vision && (
        <>
          <h3>{common.vision}</h3>
          <p lang={contentLang(department, "vision")}>{vision}</p>
        </>
      )}
      <TextList heading={common.mission} items={mission} lang={contentLang(department, "mission")} />
      <TextList heading={m.about.peos} items={peos} lang={contentLang(department, "peos")} numbered />
      <TextList heading={m.about.psos} items={psos} lang={contentLang(department, "psos")} numbered />
      <TextList heading={m.about.pos} items={pos} lang={contentLang(department, "pos")} numbered />
    </>
  );
}

function TextList({ heading, items, numbered = false, lang }: { heading: string; items: readonly string[]; numbered?: boolean; lang?: "en" }) {
  if (items.length === 0) return null;
  const List = numbered ? "ol" : "ul";
  return (
    <>
      <h3>{heading}</h3>
      <InEnglishNote lang={lang} />
      <List className="department-text-list" lang={lang}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </>
  );
}
