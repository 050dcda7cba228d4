import { useState, type MouseEvent } from "react";
import type { DepartmentPageQuery, PictureSizeFragment } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { formatDate } from "../../../ui/format-date.js";
import { Picture, type ShownPicture } from "../../../ui/picture.js";
import { pictureAlt } from "../../../ui/picture-alt.js";
import { EventImageOverlay } from "./event-image-overlay.js";
import { altLang, contentLang, InEnglishMark } from "../../../ui/in-language.js";

type DepartmentEvent = NonNullable<DepartmentPageQuery["events"]>["items"][number];

/** An event's pictures, up to four, in order. */
function imagesOf(event: DepartmentEvent): ShownPicture[] {
  const fields: [string | null | undefined, PictureSizeFragment | null | undefined, string][] = [
    [event.image, event.imageInfo, "imageAltText"],
    [event.secondImage, event.secondImageInfo, "secondImageAltText"],
    [event.thirdImage, event.thirdImageInfo, "thirdImageAltText"],
    [event.fourthImage, event.fourthImageInfo, "fourthImageAltText"],
  ];
  return fields
    .flatMap(([src, info, altField]) => (src ? [{ src, info, altField }] : []))
    .map(({ src, info, altField }, index) => ({
      src,
      info,
      alt: pictureAlt(event[altField as keyof DepartmentEvent] as string | null | undefined, m.events.imageAlt(event.name, index + 1)),
      lang: altLang(event, altField),
    }));
}

/** The events and the overlay their pictures open: an island (islands/islands.ts). */
export function EventList({ items }: { items: readonly DepartmentEvent[] }) {
  const [open, setOpen] = useState<{ event: string; image: ShownPicture } | null>(null);

  return (
    <>
      {items.map((event) => (
        <article key={event.id} className="event-group" aria-labelledby={`event-${event.id}`}>
          <h3 id={`event-${event.id}`}>
            <span lang={contentLang(event, "name")}>{event.name}</span>
            <InEnglishMark lang={contentLang(event, "name")} />
          </h3>
          <p className="event-date">
            <time dateTime={event.dateOfEvent}>{formatDate(event.dateOfEvent)}</time>
          </p>
          <p lang={contentLang(event, "description")}>{event.description}</p>
          <ul className="event-images">
            {imagesOf(event).map((image, index) => (
              <li key={image.src + index}>
                <a
                  href={image.src}
                  className="event-image-link"
                  aria-label={m.events.openImage(event.name, index + 1)}
                  onClick={(click: MouseEvent) => {
                    click.preventDefault();
                    setOpen({ event: event.name, image });
                  }}
                >
                  <Picture src={image.src} info={image.info} alt={image.alt} lang={image.lang} sizes="(min-width: 48rem) 12rem, 50vw" />
                </a>
              </li>
            ))}
          </ul>
        </article>
      ))}
      <EventImageOverlay shown={open} onClose={() => setOpen(null)} />
    </>
  );
}
