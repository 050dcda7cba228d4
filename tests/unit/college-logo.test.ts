import { describe, expect, it } from "vitest";
import { logoPicture, PLACEHOLDER_LOGO_SRC } from "../../client/src/ui/college-logo.js";

// The header's and the sign-in page's logo: the stored one at its proportions, 56 pixels high,
// or the demo's placeholder while the settings have none.

describe("the college's logo picture", () => {
  it("falls back to the placeholder, square, while no logo is set", () => {
    expect(logoPicture(undefined)).toEqual({ src: PLACEHOLDER_LOGO_SRC, width: 56, height: 56 });
    expect(logoPicture({ logoImage: null, logoImageInfo: null })).toEqual({ src: PLACEHOLDER_LOGO_SRC, width: 56, height: 56 });
  });

  it("draws a stored logo at its own proportions", () => {
    expect(logoPicture({ logoImage: "/uploads/settings/a.png", logoImageInfo: { width: 400, height: 200 } })).toEqual({
      src: "/uploads/settings/a.png",
      width: 112,
      height: 56,
    });
    // Stored before variants were recorded: no size known, drawn square.
    expect(logoPicture({ logoImage: "/uploads/settings/b.png", logoImageInfo: null })).toEqual({ src: "/uploads/settings/b.png", width: 56, height: 56 });
  });
});
