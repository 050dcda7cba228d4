import type { PictureSizeFragment } from "../graphql/generated/graphql.js";
import { altLang } from "./in-language.js";
import { Picture } from "./picture.js";
import { pictureAlt } from "./picture-alt.js";

/** A row as the API answers a picture field `F`: the address, its facts (`…Info`) and the clerk's description (`…AltText`). */
type RowWithPicture<F extends string> = { [K in F]?: string | null } & { [K in `${F}Info`]?: PictureSizeFragment | null } & {
  [K in `${F}AltText`]?: string | null;
} & { fallbackToEnglish?: readonly string[] | null };

interface RowPictureProps<F extends string> {
  row: RowWithPicture<F>;
  field: F;
  /** The alt text where the clerk wrote no description (a picture stored before they were asked for). */
  fallbackAlt: string;
  /** The stored title `fallbackAlt` is made from, whose language then marks the alt text. */
  titleField?: string;
  sizes?: string;
  className?: string;
}

/** A row's stored picture (a person's photo, a book's cover), described as the clerk wrote; nothing where the row has none. */
export function RowPicture<F extends string>({ row, field, fallbackAlt, titleField, sizes, className }: RowPictureProps<F>) {
  const answered = row as Record<string, unknown> & { fallbackToEnglish?: readonly string[] | null };
  const src = answered[field] as string | null | undefined;
  if (!src) return null;
  return (
    <Picture
      src={src}
      info={answered[`${field}Info`] as PictureSizeFragment | null | undefined}
      alt={pictureAlt(answered[`${field}AltText`] as string | null | undefined, fallbackAlt)}
      lang={altLang(answered, `${field}AltText`, titleField)}
      {...(sizes ? { sizes } : {})}
      {...(className ? { className } : {})}
    />
  );
}
