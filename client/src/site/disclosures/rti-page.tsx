import { usePageData } from "../page-loader.js";
import { RtiPageDocument, type RtiPageQuery } from "../../graphql/generated/graphql.js";
import { publicPageOf } from "../public-lists/public-links.js";
import { localHref } from "../../messages/active-language.js";
import { disclosuresMessages } from "../../messages/disclosures.js";
import { FileLink } from "../../ui/file-link.js";
import { contentLang, InEnglishMark, InEnglishNote } from "../../ui/in-language.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { QueryState } from "../../ui/query-state.js";
import { HeadedList } from "../../ui/headed-list.js";
import { PeopleTable } from "../institute/people-table.js";
import { PageTitle } from "../layout/page-title.js";
import { TitledPage } from "../titled-page.js";

type Item = RtiPageQuery["rtiDisclosureItems"]["items"][number];

/** /rti-disclosure: the RTI officers (people of the group rti-officers), then the 17 items of
 *  section 4(1)(b) as the clerks keep them, each its text and its document. */
export function RtiPage() {
  const m = disclosuresMessages.rti;
  const { words } = publicPageOf("rtiDisclosureItem");
  const result = usePageData(RtiPageDocument);
  return (
    <TitledPage headingId="rti-heading" heading={words.heading} className="disclosure-page" pageTitle={<PageTitle page={words.heading} />}>
      <p>{m.intro}</p>
      <QueryState result={result} what={m.what}>
        {({ officers, rtiDisclosureItems }) => (
          <>
            <HeadedList heading={<h2>{m.officersHeading}</h2>} items={officers.items} empty={m.noOfficers}>
              {(people) => <PeopleTable people={people} withPhotos={false} caption={m.officersCaption} />}
            </HeadedList>
            <HeadedList heading={<h2>{m.itemsHeading}</h2>} items={rtiDisclosureItems.items} empty={words.empty}>
              {(items) => (
                <ol className="rti-items">
                  {items.map((item) => (
                    <RtiItem key={item.id} item={item} />
                  ))}
                </ol>
              )}
            </HeadedList>
          </>
        )}
      </QueryState>
      <p>
        <a href={localHref("/about-institute/right_to_information")}>{m.applicationsLink}</a>
      </p>
    </TitledPage>
  );
}

function RtiItem({ item }: { item: Item }) {
  const m = disclosuresMessages.rti;
  const titleLang = contentLang(item, "title");
  return (
    <li value={item.itemNumber} id={`item-${item.itemNumber}`}>
      <h3>
        <span lang={titleLang}>{m.itemHeading(item.itemNumber, item.title)}</span>
        <InEnglishMark lang={titleLang} />
      </h3>
      {item.body ? (
        <>
          <InEnglishNote lang={contentLang(item, "body")} />
          <MarkdownText text={item.body} lang={contentLang(item, "body")} />
        </>
      ) : null}
      {item.documentPdf ? (
        <p>
          <FileLink href={item.documentPdf} info={item.documentPdfInfo}>
            <span lang={titleLang}>{m.document(item.title)}</span>
          </FileLink>
        </p>
      ) : null}
    </li>
  );
}
