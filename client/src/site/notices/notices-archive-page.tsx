import { useQuery } from "@apollo/client/react";
import { NoticesArchivePageDocument } from "../../graphql/generated/graphql.js";
import { noticesMessages as m } from "../../messages/notices.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";
import { localHref } from "../../messages/active-language.js";
import { NoticeItem } from "./notice-item.js";

/** /notices/archive: expired notices stay readable here (the home page shows the current ones). */
export function NoticesArchivePage() {
  const result = useQuery(NoticesArchivePageDocument);
  return (
    <TitledPage headingId="notices-archive-heading" heading={m.archiveHeading} pageTitle={<PageTitle page={m.archiveHeading} />}>
      <p>{m.archiveIntro}</p>
      <QueryState result={result} what={m.loading}>
        {({ notices }) =>
          notices.items.length === 0 ? (
            <EmptyMessage text={m.archiveEmpty} />
          ) : (
            <ul className="notice-list">
              {notices.items.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <p>
        <a href={localHref("/")}>{m.currentLink}</a>
      </p>
    </TitledPage>
  );
}
