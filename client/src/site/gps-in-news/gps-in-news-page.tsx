import { useQuery } from "@apollo/client/react";
import { useState, type MouseEvent } from "react";
import { GpsInNewsPageDocument } from "../../graphql/generated/graphql.js";
import { gpsInNewsMessages as m } from "../../messages/en/gps-in-news.js";
import { formatDate } from "../../ui/format-date.js";
import { Lightbox } from "../../ui/lightbox.js";
import { Picture } from "../../ui/picture.js";
import { pictureAlt } from "../../ui/picture-alt.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";

/** /gps-in-news: a card per news item (title, event date, picture); the picture opens the Lightbox. */
export function GpsInNewsPage() {
  const result = useQuery(GpsInNewsPageDocument);
  const [open, setOpen] = useState<number | null>(null);

  function show(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  }

  return (
    <section className="page more-page" aria-labelledby="gps-news-heading">
      <h1 id="gps-news-heading">{m.heading}</h1>
      <QueryState result={result} what={m.loading}>
        {({ gpsNews }) => {
          if (gpsNews.items.length === 0) return <EmptyMessage text={m.empty} />;
          return (
            <>
              <ul className="news-cards">
                {gpsNews.items.map((news, index) => (
                  <li key={news.id} className="news-card">
                    {/* A real link to the picture, so it opens without JavaScript too. */}
                    <a href={news.image} onClick={(event) => show(event, index)} aria-label={m.openPicture(news.title)}>
                      <Picture
                        src={news.image}
                        info={news.imageInfo}
                        alt=""
                        sizes="(min-width: 60rem) 33vw, (min-width: 36rem) 50vw, 100vw"
                        eager={index === 0} // the first picture is in view as the page opens
                      />
                    </a>
                    <h2 className="news-card-title">{news.title}</h2>
                    <p className="news-card-date">
                      {m.eventDate} <time dateTime={news.dateOfEvent}>{formatDate(news.dateOfEvent)}</time>
                    </p>
                  </li>
                ))}
              </ul>
              {open !== null && (
                <Lightbox
                  images={gpsNews.items.map((news) => ({ src: news.image, alt: pictureAlt(news.imageAltText, news.title), info: news.imageInfo }))}
                  index={open}
                  onIndexChange={setOpen}
                  onClose={() => setOpen(null)}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
