import { useState, type MouseEvent } from "react";
import type { PictureSizeFragment } from "../graphql/generated/graphql.js";
import { Lightbox } from "./lightbox.js";
import { Picture } from "./picture.js";

export interface GalleryPhoto {
  id: string;
  image: string;
  imageInfo?: PictureSizeFragment | null | undefined;
  altText: string;
  caption?: string | null | undefined;
}

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** The accessible name of each photo's link: "Open the photo ... in a larger view". */
  openLabel: (caption: string) => string;
  /** How wide a thumbnail is shown (the <img> sizes attribute). */
  sizes?: string;
  className?: string;
}

// A grid of photos that open in the Lightbox. Each photo is a real link to the original picture,
// so it still opens without JavaScript; with it, the link opens the viewer instead.
export function PhotoGallery({ photos, openLabel, sizes = "(min-width: 48rem) 33vw, 100vw", className }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);

  function show(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  }

  return (
    <>
      <ul className={["photo-gallery", className].filter(Boolean).join(" ")}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure>
              <a href={photo.image} onClick={(event) => show(event, index)} aria-label={openLabel(photo.caption || photo.altText)}>
                <Picture src={photo.image} info={photo.imageInfo} alt={photo.altText} sizes={sizes} />
              </a>
              {photo.caption && <figcaption>{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          images={photos.map((p) => ({ src: p.image, alt: p.altText, info: p.imageInfo }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
