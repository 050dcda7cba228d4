import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RowPicture } from "../../client/src/ui/row-picture.js";

// A row's photo or cover (faculty cards, people tables, the principal, the library, the credits):
// its address, variants, the clerk's description or else the fallback, and the language mark.

const info = {
  url: "/uploads/person/a.jpg",
  width: 800,
  height: 1000,
  variants: [{ url: "/uploads/person/a-400.webp", width: 400 }],
  contentType: "image/jpeg",
  bytes: 1,
};
type Row = { photoImage: string | null; photoImageInfo?: typeof info; photoImageAltText?: string; name?: string; fallbackToEnglish?: string[] };
const draw = (row: Row, extra: { fallbackAlt?: string; titleField?: string; className?: string } = {}) =>
  renderToStaticMarkup(createElement(RowPicture<"photoImage">, { row, field: "photoImage", fallbackAlt: "Photo of A. Teacher", sizes: "8rem", ...extra }));

describe("RowPicture", () => {
  it("draws the row's picture with its variants and the clerk's description", () => {
    const html = draw({ photoImage: "/uploads/person/a.jpg", photoImageInfo: info, photoImageAltText: "A. Teacher at the lathe" }, { className: "faculty-photo" });
    expect(html).toContain('src="/uploads/person/a.jpg"');
    expect(html).toContain('srcSet="/uploads/person/a-400.webp 400w, /uploads/person/a.jpg 800w"');
    expect(html).toContain('alt="A. Teacher at the lathe"');
    expect(html).toContain('width="800"');
    expect(html).toContain('class="faculty-photo"');
    expect(html).not.toContain("lang=");
  });

  it("falls back to the words it is given where no description was written, marked English where the title is", () => {
    const html = draw(
      { photoImage: "/uploads/lab/b.jpg", photoImageAltText: " ", name: "Machine shop", fallbackToEnglish: ["name"] },
      { fallbackAlt: "Machine shop", titleField: "name" },
    );
    expect(html).toContain('alt="Machine shop"');
    expect(html).toContain('lang="en"');
  });

  it("marks a description shown in English on a Marathi page", () => {
    expect(draw({ photoImage: "/a.jpg", photoImageAltText: "In English", fallbackToEnglish: ["photoImageAltText"] })).toContain('lang="en"');
  });

  it("draws nothing for a row without a picture", () => {
    expect(draw({ photoImage: null })).toBe("");
  });
});
