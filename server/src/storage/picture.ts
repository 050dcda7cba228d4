import type { OutputInfo, Sharp } from "sharp";
import { takingTurns } from "../base/taking-turns.js";
import { loadSharp } from "./load-sharp.js";

// What is made of an uploaded picture before it is stored: the original turned upright and
// re-encoded in its own format without any metadata (EXIF with GPS positions, XMP, IPTC, ICC),
// its size, and WebP variants at the given widths smaller than it. The bytes were already
// judged a JPEG, PNG or WebP by their first bytes; here they are decoded in full.

/** The most pixels an uploaded picture may have (a 50-megapixel photo decodes to about 150 MB). */
export const MAX_PICTURE_PIXELS = 50_000_000;

export type PictureFormat = "jpg" | "png" | "webp";

export interface PreparedPicture {
  /** The original, upright, without metadata, in its own format. */
  original: Buffer;
  width: number;
  height: number;
  /** WebP, smallest first, only widths smaller than the original. */
  variants: { width: number; bytes: Buffer }[];
}

/** The picture could not be decoded (damaged, truncated, or not what its first bytes claim). */
export class UnreadablePicture extends Error {}

/** The picture has more pixels than MAX_PICTURE_PIXELS. */
export class PictureTooLarge extends Error {}

function encode(pipeline: Sharp, format: PictureFormat): Sharp {
  // No keepMetadata()/withMetadata()/withExif(): sharp writes none of the input's metadata.
  if (format === "jpg") return pipeline.jpeg({ quality: 90 });
  if (format === "png") return pipeline.png();
  return pipeline.webp({ quality: 90 });
}

/**
 * Pictures prepared at the same time. Uploads are prepared before their write waits for the
 * others (content-service), so without a limit several large photos sent at once would all hold
 * their decoded pixels together.
 */
const inTurn = takingTurns(2);

export function preparePicture(bytes: Buffer, format: PictureFormat, widths: readonly number[]): Promise<PreparedPicture> {
  return inTurn(() => prepare(bytes, format, widths));
}

async function prepare(bytes: Buffer, format: PictureFormat, widths: readonly number[]): Promise<PreparedPicture> {
  const sharp = await loadSharp();
  // rotate() with no angle turns the picture upright by its EXIF orientation, which is then dropped.
  const upright = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "error" }).rotate();
  let original: { data: Buffer; info: OutputInfo };
  try {
    original = await encode(upright.clone(), format).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new PictureTooLarge((error as Error).message);
    throw new UnreadablePicture((error as Error).message);
  }
  const { width, height } = original.info;
  const variants = await Promise.all(
    widths.filter((w) => w < width).map(async (w) => ({ width: w, bytes: await upright.clone().resize({ width: w }).webp({ quality: 80 }).toBuffer() })),
  );
  return { original: original.data, width, height, variants };
}
