import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { DocumentAccordionIsland as DocumentAccordion } from "../../islands/islands.js";
import { documentItems } from "../../ui/document-items.js";
import { contentLang } from "../../ui/in-language.js";
import { Picture } from "../../ui/picture.js";
import { EmptyMessage } from "../../ui/query-state.js";
import { HolidayTable } from "./holiday-table.js";
import type { INSTITUTE_PAGES, InstitutePageData } from "./institute-page-variables.js";
import { PageTextSection } from "./page-text-section.js";
import { PeopleTable } from "./people-table.js";
import { ProgramTable } from "./program-table.js";
import { AicteDisclosure, hasAicteDisclosure } from "../disclosures/aicte-disclosure.js";

type Part = (typeof INSTITUTE_PAGES)[string];

/** What one /about-institute/{page} adds to the parts every institute page shows: its text, the
 *  AICTE disclosure's sections, its people, its picture, its holiday list and its documents, in
 *  that order, as INSTITUTE_PAGES says. */
export function InstitutePagePart({ page, part, data }: { page: string; part: Part; data: InstitutePageData }) {
  return (
    <div className="institute-page-part">
      {page === "program-offered" ? <ProgramTable programs={data.programs.items} /> : null}
      {part.text !== undefined ? data.text ? <PageTextSection text={data.text} /> : <EmptyMessage text={m.noText} /> : null}
      {part.aicte && hasAicteDisclosure(data) ? <AicteDisclosure data={data} /> : null}
      {part.people !== undefined ? (
        data.people && data.people.items.length > 0 ? (
          <PeopleTable people={data.people.items} withPhotos={page === "office-staff"} caption={page === "office-staff" ? m.staffCaption : m.rtiCaption} />
        ) : (
          <EmptyMessage text={page === "office-staff" ? m.noStaff : m.noPeople} />
        )
      ) : null}
      {part.gallery !== undefined ? <PagePictures pictures={data.pictures?.items ?? []} /> : null}
      {part.holidays ? <HolidayTable holidays={data.holidays?.items ?? []} /> : null}
      {part.documents !== undefined ? (
        data.documents && data.documents.items.length > 0 ? (
          <DocumentAccordion items={documentItems(data.documents.items)} />
        ) : (
          <EmptyMessage text={m.noDocuments} />
        )
      ) : null}
    </div>
  );
}

function PagePictures({ pictures }: { pictures: NonNullable<InstitutePageQuery["pictures"]>["items"] }) {
  if (pictures.length === 0) return <EmptyMessage text={m.noPicture} />;
  return (
    <>
      {pictures.map((p, index) => (
        <figure key={p.id} className="institute-picture">
          <Picture src={p.image} info={p.imageInfo} alt={p.altText} lang={contentLang(p, "altText")} eager={index === 0} sizes="(min-width: 64rem) 48rem, 100vw" />
          {p.caption ? <figcaption lang={contentLang(p, "caption")}>{p.caption}</figcaption> : null}
        </figure>
      ))}
    </>
  );
}
