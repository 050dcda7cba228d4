import type { PublicListPage } from "../../../../server/src/content/public-types.js";
import { activeLanguage, localHref } from "../../messages/active-language.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { ArchivePage } from "../archive-page.js";
import { PageTitle } from "../layout/page-title.js";
import { NotFoundPage } from "../not-found-page.js";
import { TitledPage } from "../titled-page.js";
import { DatedList } from "./dated-list.js";
import type { NoticesByParent } from "./notices-under.js";
import { TableList } from "./table-list.js";
import { usePublicList } from "./use-public-list.js";
import type { PublicRow } from "./public-row.js";

// The one page that draws every type with a public block (server/src/content/public-block.ts):
// its current list or its archive, in the block's layout and words, in the page's language.

/** The page of `page` (a type's list or archive), as a route's component. */
export function publicListPage(page: PublicListPage) {
  return function PublicList() {
    const language = activeLanguage();
    if (!page.languages.includes(language)) return <NotFoundPage />;
    return <PublicListContent page={page} />;
  };
}

function PublicListContent({ page }: { page: PublicListPage }) {
  const { type, archived } = page;
  const words = type.public.words[activeLanguage()];
  const result = usePublicList(page);
  const headingId = `${page.path.slice(1).replace(/\//g, "-")}-heading`;
  const heading = archived ? (words.archiveHeading ?? words.heading) : words.heading;
  const list = (
    <QueryState result={result} what={heading}>
      {() => {
        const rows = result.rows ?? [];
        if (rows.length === 0) return <EmptyMessage text={archived ? (words.archiveEmpty ?? words.empty) : words.empty} />;
        return <Rows page={page} rows={rows} caption={heading} notices={result.notices} />;
      }}
    </QueryState>
  );
  if (archived) {
    return (
      <ArchivePage
        headingId={headingId}
        words={{ archiveHeading: heading, archiveIntro: words.archiveIntro ?? "", currentLink: words.currentLink ?? words.heading }}
        currentPath={type.public.route}
      >
        {list}
      </ArchivePage>
    );
  }
  const archive = type.lifecycle?.archive?.route;
  return (
    <TitledPage headingId={headingId} heading={heading} pageTitle={<PageTitle page={heading} />}>
      {words.intro ? <p>{words.intro}</p> : null}
      {list}
      {archive && words.archiveHeading ? (
        <p>
          <a href={localHref(archive)}>{words.archiveHeading}</a>
        </p>
      ) : null}
    </TitledPage>
  );
}

function Rows({ page, rows, caption, notices }: { page: PublicListPage; rows: readonly PublicRow[]; caption: string; notices?: NoticesByParent }) {
  const { layout, type } = page;
  return layout.kind === "table" ? (
    <TableList type={type} layout={layout} rows={rows} caption={caption} notices={notices} />
  ) : (
    <DatedList type={type} layout={layout} rows={rows} notices={notices} />
  );
}
