import { usePageData } from "../page-loader.js";
import { GpsInNewsArchivePageDocument } from "../../graphql/generated/graphql.js";
import { NewsCardsIsland } from "../../islands/islands.js";
import { gpsInNewsMessages as m } from "../../messages/gps-in-news.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { ArchivePage } from "../archive-page.js";

/** /gps-in-news/archive: expired news stays readable here, as the same cards. */
export function GpsInNewsArchivePage() {
  const result = usePageData(GpsInNewsArchivePageDocument);
  return (
    <ArchivePage headingId="gps-news-archive-heading" words={m} currentPath="/gps-in-news">
      <QueryState result={result} what={m.loading}>
        {({ gpsNews }) => (gpsNews.items.length === 0 ? <EmptyMessage text={m.archiveEmpty} /> : <NewsCardsIsland items={gpsNews.items} />)}
      </QueryState>
    </ArchivePage>
  );
}
