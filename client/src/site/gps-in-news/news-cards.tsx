import type { NewsCardFragment } from "../../graphql/generated/graphql.js";
import { gpsInNewsMessages as m } from "../../messages/gps-in-news.js";
import { formatDate } from "../../ui/format-date.js";
import { altLang, contentLang, InEnglishMark, Phrase } from "../../ui/in-language.js";
import { Lightbox } from "../../ui/lightbox.js";
import { Picture } from "../../ui/picture.js";
import { pictureAlt } from "../../ui/picture-alt.js";
import { useLightbox } from "../../ui/use-lightbox.js";

type News = NewsCardFragment;

/** A card per news item (title, event date, picture); the picture opens the Lightbox. An island (islands/islands.ts). */
export function NewsCards({ items }: { items: News[] }) {
  const { open, setOpen, show } = useLightbox();

  return (
    <>
      <ul className="news-cards">
        {items.map((news, index) => (
          // The anchor each item of the GPS-in-news feed links to (server/src/content/feeds.ts).
          <li key={news.id} id={`news-${news.id}`} className="news-card">
            {/* A real link to the picture, so it opens without JavaScript too. */}
            {/* Named by hidden text, not aria-label: checkers (HTML_CodeSniffer H30.2) want a link's name in its content; the picture stays alt="" so nothing is read twice. */}
            <a href={news.image} onClick={(event) => show(event, index)}>
              <span className="visually-hidden">
                <Phrase message={m.openPicture} value={news.title} lang={contentLang(news, "title")} />
              </span>
              <Picture
                src={news.image}
                info={news.imageInfo}
                alt=""
                sizes="(min-width: 60rem) 33vw, (min-width: 36rem) 50vw, 100vw"
                eager={index === 0} // the first picture is in view as the page opens
              />
            </a>
            <h2 className="news-card-title">
              <span lang={contentLang(news, "title")}>{news.title}</span>
              <InEnglishMark lang={contentLang(news, "title")} />
            </h2>
            <p className="news-card-date">
              {m.eventDate} <time dateTime={news.dateOfEvent}>{formatDate(news.dateOfEvent)}</time>
            </p>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          images={items.map((news) => ({
            src: news.image,
            alt: pictureAlt(news.imageAltText, news.title),
            lang: altLang(news, "imageAltText", "title"),
            info: news.imageInfo,
          }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
