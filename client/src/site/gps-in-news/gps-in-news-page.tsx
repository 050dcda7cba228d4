import { usePageData } from "../page-loader.js";
import { GpsInNewsPageDocument } from "../../graphql/generated/graphql.js";
import { NewsCardsIsland } from "../../islands/islands.js";
import { gpsInNewsMessages as m } from "../../messages/gps-in-news.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { TitledPage } from "../titled-page.js";
import { publicPageOf } from "../public-lists/public-links.js";
import { PageTitle } from "../layout/page-title.js";
import { localHref } from "../../messages/active-language.js";

/** /gps-in-news: a card per news item (title, event date, picture); the picture opens the Lightbox. */
export function GpsInNewsPage() {
  const result = usePageData(GpsInNewsPageDocument);
  return (
    <TitledPage headingId="gps-news-heading" heading={m.heading} pageTitle={<PageTitle page={m.heading} />}>
      <QueryState result={result} what={m.loading}>
        {({ gpsNews }) => (gpsNews.items.length === 0 ? <EmptyMessage text={m.empty} /> : <NewsCardsIsland items={gpsNews.items} />)}
      </QueryState>
      <p>
        <a href={localHref(publicPageOf("gpsNews").archiveHref!)}>{m.archiveLink}</a>
      </p>
    </TitledPage>
  );
}
