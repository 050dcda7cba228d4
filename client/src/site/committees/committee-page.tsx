import { usePageData } from "../page-loader.js";
import { CommitteePageDocument, type CommitteePageQuery } from "../../graphql/generated/graphql.js";
import { committeesMessages as m } from "../../messages/committees.js";
import { DocumentAccordionIsland as DocumentAccordion } from "../../islands/islands.js";
import { documentItems } from "../../ui/document-items.js";
import { PhoneLink } from "../../ui/contact-links.js";
import { NumberedTable } from "../../ui/numbered-table.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { MissingItem } from "../missing-item.js";
import { PageTitle } from "../layout/page-title.js";
import { contentLang, InEnglishMark, Phrase } from "../../ui/in-language.js";

type Committee = NonNullable<CommitteePageQuery["committee"]>;

/** /committe/{committee}: the committee's name, chairman and members, and its orders as PDFs. */
export function CommitteePage() {
  const result = usePageData(CommitteePageDocument);

  return (
    <div className="page committee-page">
      <QueryState result={result} what={m.what}>
        {({ committee, documents }) =>
          committee ? (
            <>
              <PageTitle page={committee.name} />
              <h1>
                <span lang={contentLang(committee, "name")}>{committee.name}</span>
                <InEnglishMark lang={contentLang(committee, "name")} />
              </h1>
              <p className="committee-session">{m.session(committee.session)}</p>
              <CommitteeMembers committee={committee} />
              <h2>{m.documentsHeading}</h2>
              {documents.items.length === 0 ? <EmptyMessage text={m.noDocuments} /> : <DocumentAccordion items={documentItems(documents.items)} />}
            </>
          ) : (
            <MissingItem heading={m.notFoundHeading} text={m.notFound} />
          )
        }
      </QueryState>
    </div>
  );
}

function CommitteeMembers({ committee }: { committee: Committee }) {
  const rows = [
    { id: "chairman", name: committee.chairmanName, mobile: committee.chairmanMobile, role: m.chairmanRole },
    ...committee.members.map((member) => ({ ...member, role: m.memberRole })),
  ];
  return (
    <>
      <h2>{m.membersHeading}</h2>
      <NumberedTable
        rows={rows}
        caption={m.membersCaption(committee.name)}
        captionContent={<Phrase message={m.membersCaption} value={committee.name} lang={contentLang(committee, "name")} />}
        columns={[
          { header: m.name, cell: (row) => row.name, namesRow: true },
          { header: m.role, cell: (row) => row.role },
          { header: m.mobile, cell: (row) => <PhoneLink number={row.mobile} /> },
        ]}
      />
    </>
  );
}
