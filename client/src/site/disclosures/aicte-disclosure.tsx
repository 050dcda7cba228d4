import type { ReactNode } from "react";
import type { AicteDisclosureFragment, InstituteSharedQuery } from "../../graphql/generated/graphql.js";
import type { InstitutePageData } from "../institute/institute-page-variables.js";
import { accreditationMessages } from "../../messages/accreditation.js";
import { localHref } from "../../messages/active-language.js";
import { disclosuresMessages } from "../../messages/disclosures.js";
import { FileLink, type FileInfoLike } from "../../ui/file-link.js";
import { contentLang, InEnglishMark } from "../../ui/in-language.js";
import { NumberedTable } from "../../ui/numbered-table.js";
import { EmptyMessage } from "../../ui/query-state.js";
import { PageTextSection } from "../institute/page-text-section.js";
import { ProgramTable } from "../institute/program-table.js";

type Data = AicteDisclosureFragment & Pick<InstituteSharedQuery, "programs">;

/** Whether the institute page's answer holds the disclosure (it asks only on mandatory_disclosure). */
export function hasAicteDisclosure(data: InstitutePageData): data is InstitutePageData & AicteDisclosureFragment {
  return data.aicteApprovals !== undefined;
}

/** The AICTE mandatory disclosure, section by section, from what the site holds: approval letters,
 *  governance, committees with their members, programmes and intake, faculty, fees, admissions,
 *  infrastructure, academic calendar and audited accounts; each section links its full page. */
export function AicteDisclosure({ data }: { data: Data }) {
  const m = disclosuresMessages.aicte;
  const a = accreditationMessages;
  const departments = new Map(data.aicteDepartments.items.map((d) => [d.slug, <DepartmentName key={d.slug} name={d.name} lang={contentLang(d, "name")} />]));
  return (
    <div className="aicte-disclosure">
      <p>{m.intro}</p>
      <Section id="aicte-approvals" heading={m.approvalsHeading} more={["/accreditation-reports/eoa-reports", a.titles["eoa-reports"]!]}>
        <FileList
          empty={m.noApprovals}
          files={[
            ...data.aicteApprovals.items.map((r) => ({
              id: r.id,
              title: (
                <>
                  {a.eoaTitle(r.session)}
                  {r.department ? <> ({departments.get(r.department) ?? r.department})</> : null}
                </>
              ),
              url: r.reportPdf,
              info: r.reportPdfInfo,
            })),
            ...data.aicteAffiliations.items.map((r) => ({ id: r.id, title: a.monitoringTitle(r.session), url: r.reportPdf, info: r.reportPdfInfo })),
          ]}
        />
      </Section>
      <Section id="aicte-governance" heading={m.governanceHeading} more={["/about-institute/organization-structure", m.organisationLink]}>
        <WrittenText text={data.aicteGovernance} />
      </Section>
      <Section id="aicte-committees" heading={m.committeesHeading}>
        <Committees committees={data.aicteCommittees.items} />
      </Section>
      <ProgramTable programs={data.programs.items} />
      <Section id="aicte-faculty" heading={m.facultyHeading}>
        <p>{m.facultyCount(data.aicteFaculty.items.length)}</p>
        <NumberedTable
          rows={data.aicteFaculty.items}
          caption={m.facultyCaption}
          empty={m.noFaculty}
          columns={[
            { header: m.name, cell: (f) => f.name, namesRow: true },
            { header: m.designation, cell: (f) => f.designation, field: "designation" },
            { header: m.qualification, cell: (f) => f.qualification },
            { header: m.experience, cell: (f) => f.experience },
            { header: m.department, cell: (f) => departments.get(f.department) ?? f.department },
          ]}
        />
      </Section>
      <Section id="aicte-fees" heading={m.feesHeading} more={["/students-corner/fee-structure", m.feeStructureLink]}>
        <WrittenText text={data.aicteFees} />
      </Section>
      <Section id="aicte-admissions" heading={m.admissionsHeading}>
        <FileList
          empty={m.noAdmissions}
          files={data.aicteAdmissions.items.map((r) => ({ id: r.id, title: m.admissionTitle(r.session), url: r.reportPdf, info: r.reportPdfInfo }))}
        />
      </Section>
      <Section id="aicte-infrastructure" heading={m.infrastructureHeading} more={["/accreditation-reports/infra-details", m.infrastructureLink]}>
        <WrittenText text={data.aicteInfrastructure} />
      </Section>
      <Section id="aicte-calendar" heading={m.calendarHeading} more={["/about-institute/academic-calender", m.calendarLink]}>
        <FileList
          empty={m.noCalendar}
          files={data.aicteCalendar.items.map((d) => ({
            id: d.id,
            title: <span lang={contentLang(d, "title")}>{d.title}</span>,
            url: d.documentPdf,
            info: d.documentPdfInfo,
          }))}
        />
      </Section>
      <Section id="aicte-accounts" heading={m.accountsHeading} more={["/accreditation-reports/audit-reports", a.titles["audit-reports"]!]}>
        <FileList
          empty={m.noAccounts}
          files={data.aicteAccounts.items.map((r) => ({ id: r.id, title: a.auditTitle(r.session), url: r.reportPdf, info: r.reportPdfInfo }))}
        />
      </Section>
    </div>
  );
}

/** A section with its heading and, where the site has a page of its own for it, a link there. */
function Section({ id, heading, more, children }: { id: string; heading: string; more?: [href: string, label: string]; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
      {more ? (
        <p>
          <a href={localHref(more[0])}>{more[1]}</a>
        </p>
      ) : null}
    </section>
  );
}

/** A page text the clerk writes for what the site keeps no data of. */
function WrittenText({ text }: { text: AicteDisclosureFragment["aicteFees"] }) {
  return text ? <PageTextSection text={text} headingLevel={3} /> : <EmptyMessage text={disclosuresMessages.aicte.notWritten} />;
}

/** A department's name, marked English where a Marathi page shows it for a missing Marathi one. */
function DepartmentName({ name, lang }: { name: string; lang: "en" | undefined }) {
  return <span lang={lang}>{name}</span>;
}

function FileList({ files, empty }: { files: { id: string; title: ReactNode; url: string; info?: FileInfoLike | null }[]; empty: string }) {
  if (files.length === 0) return <EmptyMessage text={empty} />;
  return (
    <ul>
      {files.map((file) => (
        <li key={file.id}>
          <FileLink href={file.url} info={file.info}>
            {file.title}
          </FileLink>
        </li>
      ))}
    </ul>
  );
}

function Committees({ committees }: { committees: AicteDisclosureFragment["aicteCommittees"]["items"] }) {
  const m = disclosuresMessages.aicte;
  if (committees.length === 0) return <EmptyMessage text={m.noCommittees} />;
  return (
    <ul className="aicte-committees">
      {committees.map((committee) => {
        const lang = contentLang(committee, "name");
        return (
          <li key={committee.id}>
            <h3>
              {committee.slug ? (
                <a href={localHref(`/committe/${committee.slug}`)} lang={lang}>
                  {committee.name}
                </a>
              ) : (
                <span lang={lang}>{committee.name}</span>
              )}
              <InEnglishMark lang={lang} />
            </h3>
            <p>{m.chairman(committee.chairmanName)}</p>
            <p>
              {m.members} {committee.members.length === 0 ? m.noMembers : committee.members.map((member) => member.name).join(", ")}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
