import type { PictureSizeFragment } from "../graphql/generated/graphql.js";

/** A stored picture as the site's galleries and carousels show it: its image field, the facts about it, a caption. */
export interface CaptionedPicture {
  image: string;
  imageInfo?: PictureSizeFragment | null | undefined;
  caption?: string | null | undefined;
  /** "en" when the caption, or the alt text, is stored content shown in English on a Marathi page (ui/in-language.tsx). */
  captionLang?: "en" | undefined;
  altLang?: "en" | undefined;
}

/** A picture to show (a Picture's, the Lightbox's, an event overlay's). */
export interface ShownPicture {
  /** The original's address (the image field itself). */
  src: string;
  /** Its size and smaller variants, as the server recorded them (`...PictureSize`); null for an image without one. */
  info?: PictureSizeFragment | null | undefined;
  alt: string;
  /** "en" when the alt text is in English on a Marathi page. */
  lang?: "en" | undefined;
}

interface PictureProps extends ShownPicture {
  /** How wide the picture is shown, for the browser's choice among the variants. */
  sizes?: string;
  className?: string;
  /** For the first picture a visitor sees (the first slide): fetched at once, not when scrolled to. */
  eager?: boolean;
}

// An <img> with a srcset of the server's variants and its width and height set, so the page
// keeps the picture's box while it loads and nothing below it moves.
export function Picture({ src, info, alt, sizes = "100vw", className, eager = false, lang }: PictureProps) {
  const variants = info?.variants ?? [];
  const srcSet = variants.length > 0 ? [...variants.map((v) => `${v.url} ${v.width}w`), ...(info ? [`${src} ${info.width}w`] : [])].join(", ") : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={info?.width}
      height={info?.height}
      alt={alt}
      lang={lang}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
