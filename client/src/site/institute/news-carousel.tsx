import { Link } from "react-router-dom";
import type { GalleryPictureFragment } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { SliderIsland as Slider } from "../../islands/islands.js";
import { galleryLangs } from "../../ui/in-language.js";

/** Photos of recent news (spec: 3000 ms, looping) and the way to all of them. */
export function NewsCarousel({ pictures }: { pictures: readonly GalleryPictureFragment[] }) {
  return (
    <section className="news-carousel" aria-labelledby="news-carousel-heading">
      <h2 id="news-carousel-heading">{m.newsHeading}</h2>
      {pictures.length > 0 ? (
        <Slider
          label={m.newsLabel}
          intervalMs={3000}
          effect="slide"
          sizes="(min-width: 64rem) 40rem, 100vw"
          slides={pictures.map((p) => ({ key: p.id, image: p.image, imageInfo: p.imageInfo, alt: p.altText, caption: p.caption, ...galleryLangs(p) }))}
        />
      ) : null}
      <p>
        <Link to="/gps-in-news" className="view-more-news">
          {m.viewMoreNews}
        </Link>
      </p>
    </section>
  );
}
