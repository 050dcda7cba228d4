import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FIELD_KINDS } from "../../server/src/content/kinds/index.js";
import { isSafeStorageKey, variantKey } from "../../server/src/storage/file-storage.js";
import { MAX_PICTURE_PIXELS, PictureTooLarge, preparePicture, UnreadablePicture } from "../../server/src/storage/picture.js";

// What is made of an uploaded picture (storage/picture.ts), the names its variants get, and how
// the image kind shows the stored size and variants in the API.

const UUID = "3f2c1a9e-8b7d-4c6e-9f10-123456789abc";

describe("preparing a picture", () => {
  it("turns it upright, drops every metadata block and makes WebP variants narrower than it", async () => {
    const phone = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#246" } })
      .jpeg()
      .withExif({ IFD0: { Model: "Camera X" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 5/1 0/1" } })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const picture = await preparePicture(phone, "jpg", [320, 640, 1024, 1600]);
    expect([picture.width, picture.height]).toEqual([900, 1200]);
    const meta = await sharp(picture.original).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 900, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(picture.original.includes("Camera X")).toBe(false);
    expect(picture.variants.map((v) => v.width)).toEqual([320, 640]);
    for (const variant of picture.variants) {
      const vmeta = await sharp(variant.bytes).metadata();
      expect(vmeta).toMatchObject({ format: "webp", width: variant.width, height: Math.round((variant.width * 1200) / 900) });
      expect(vmeta.exif).toBeUndefined();
    }
  });

  it("keeps a PNG a PNG and a WebP a WebP", async () => {
    const base = sharp({ create: { width: 700, height: 100, channels: 4, background: "#0000" } });
    const png = await preparePicture(await base.clone().png().toBuffer(), "png", [320, 640, 1024]);
    expect((await sharp(png.original).metadata()).format).toBe("png");
    expect(png.variants.map((v) => v.width)).toEqual([320, 640]);
    const webp = await preparePicture(await base.clone().webp().toBuffer(), "webp", [320]);
    expect((await sharp(webp.original).metadata()).format).toBe("webp");
  });

  it("refuses damaged bytes and pictures with too many pixels", async () => {
    const good = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    await expect(preparePicture(Buffer.concat([good.subarray(0, 300), Buffer.alloc(2000, 9)]), "jpg", [])).rejects.toBeInstanceOf(UnreadablePicture);
    await expect(preparePicture(good.subarray(0, good.length - 50), "jpg", [])).rejects.toBeInstanceOf(UnreadablePicture);
    // A PNG that claims a huge size decodes its header only before being refused.
    const huge = await sharp({ create: { width: 10_000, height: Math.ceil(MAX_PICTURE_PIXELS / 10_000) + 1, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(preparePicture(huge, "png", [])).rejects.toBeInstanceOf(PictureTooLarge);
  }, 30_000);
});

describe("storage keys of variants", () => {
  it("derives them from the original's key and accepts nothing else new", () => {
    expect(variantKey(`slide/${UUID}.jpg`, 640)).toBe(`slide/${UUID}-640w.webp`);
    for (const width of FIELD_KINDS.image.file!.variantWidths!) expect(isSafeStorageKey(variantKey(`staff/${UUID}.png`, width))).toBe(true);
    expect(isSafeStorageKey(`slide/${UUID}.jpg`)).toBe(true);
    for (const key of [
      `slide/${UUID}-641w.webp`,
      `slide/${UUID}-640w.jpg`,
      `slide/${UUID}-640w.webp.part`,
      `slide/${UUID}-w.webp`,
      `slide/../${UUID}-640w.webp`,
      `${UUID}-640w.webp`,
    ]) {
      expect(isSafeStorageKey(key), key).toBe(false);
    }
  });
});

describe("the image kind's companion field", () => {
  const companion = FIELD_KINDS.image.companion!;
  it("is xInfo beside x, null without a recorded picture, addresses for the key and variants", () => {
    expect(companion.name("photoImage")).toBe("photoImageInfo");
    expect(companion.toApi(null)).toBeNull();
    expect(companion.toApi({ key: `slide/${UUID}.jpg`, width: 1500, height: 1000, variants: [{ width: 320, key: `slide/${UUID}-320w.webp` }] })).toEqual({
      url: `/uploads/slide/${UUID}.jpg`,
      width: 1500,
      height: 1000,
      variants: [{ url: `/uploads/slide/${UUID}-320w.webp`, width: 320 }],
      // The file's type and size, when the services found the file.
      contentType: null,
      bytes: null,
      // The name it was uploaded with, when one was recorded (stored-file-names.ts).
      name: null,
    });
    expect(companion.toApi({ key: `slide/${UUID}.jpg`, width: 1500, height: 1000, variants: [], contentType: "image/jpeg", bytes: 48_000 })).toMatchObject({
      contentType: "image/jpeg",
      bytes: 48_000,
    });
    // A document's companion is its type and size (FileInfo), not a picture's.
    expect(FIELD_KINDS.pdf.companion?.output).toBe("FileInfo");
  });
});
