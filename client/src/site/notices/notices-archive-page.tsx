import { usePageData } from "../page-loader.js";
import { NoticesArchivePageDocument } from "../../graphql/generated/graphql.js";
import { noticesMessages as m } from "../../messages/notices.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { ArchivePage } from "../archive-page.js";
import { NoticeItem } from "./notice-item.js";

/** /notices/archive: expired notices stay readable here (the home page shows the current ones). */
export function NoticesArchivePage() {
  const result = usePageData(NoticesArchivePageDocument);
  return (
    <ArchivePage headingId="notices-archive-heading" words={m} currentPath="/">
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
    </ArchivePage>
  );
}
