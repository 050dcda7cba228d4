import { galleryLangs } from "./in-language.js";
import { Lightbox } from "./lightbox.js";
import { Picture, type CaptionedPicture } from "./picture.js";
import { useLightbox } from "./use-lightbox.js";

export interface GalleryPhoto extends CaptionedPicture {
  id: string;
  altText: string;
  /** The accessible name of the photo's link: "Open the photo ... in a larger view". */
  openLabel: string;
  /** On Marathi pages: the fields shown in English (ui/in-language.tsx). */
  fallbackToEnglish?: readonly string[] | null;
}

/** Photos with the accessible names of their links, made by `openLabel` from each caption (or description). */
export function withOpenLabels<Photo extends Omit<GalleryPhoto, "openLabel">>(
  photos: readonly Photo[],
  openLabel: (caption: string) => string,
): (Photo & { openLabel: string })[] {
  return photos.map((photo) => ({ ...photo, ...galleryLangs(photo), openLabel: openLabel(photo.caption || photo.altText) }));
}

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** How wide a thumbnail is shown (the <img> sizes attribute). */
  sizes?: string;
  className?: string;
}

// A grid of photos that open in the Lightbox. Each photo is a real link to the original picture,
// so it still opens without JavaScript; with it, the link opens the viewer instead. An island
// (islands/islands.ts): its props are data only, so each photo carries its link's name.
export function PhotoGallery({ photos, sizes = "(min-width: 48rem) 33vw, 100vw", className }: PhotoGalleryProps) {
  const { open, setOpen, show } = useLightbox();

  return (
    <>
      <ul className={["photo-gallery", className].filter(Boolean).join(" ")}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure>
              <a href={photo.image} onClick={(event) => show(event, index)} aria-label={photo.openLabel}>
                <Picture src={photo.image} info={photo.imageInfo} alt={photo.altText} lang={photo.altLang} sizes={sizes} />
              </a>
              {photo.caption && <figcaption lang={photo.captionLang}>{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          images={photos.map((p) => ({ src: p.image, alt: p.altText, lang: p.altLang, info: p.imageInfo }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
