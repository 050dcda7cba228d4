import { useQuery } from "@apollo/client/react";
import { GpsInNewsArchivePageDocument } from "../../graphql/generated/graphql.js";
import { NewsCardsIsland } from "../../islands/islands.js";
import { gpsInNewsMessages as m } from "../../messages/gps-in-news.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";
import { localHref } from "../../messages/active-language.js";

/** /gps-in-news/archive: expired news stays readable here, as the same cards. */
export function GpsInNewsArchivePage() {
  const result = useQuery(GpsInNewsArchivePageDocument);
  return (
    <TitledPage headingId="gps-news-archive-heading" heading={m.archiveHeading} pageTitle={<PageTitle page={m.archiveHeading} />}>
      <p>{m.archiveIntro}</p>
      <QueryState result={result} what={m.loading}>
        {({ gpsNews }) => (gpsNews.items.length === 0 ? <EmptyMessage text={m.archiveEmpty} /> : <NewsCardsIsland items={gpsNews.items} />)}
      </QueryState>
      <p>
        <a href={localHref("/gps-in-news")}>{m.currentLink}</a>
      </p>
    </TitledPage>
  );
}
