import { describe, expect, it } from "vitest";
import { minutesAndSeconds } from "../../scripts/lib/duration-text.mjs";

// How `npm test` says how long a step and the whole suite took.
describe("minutesAndSeconds", () => {
  it("rounds to whole seconds, carrying a rounded-up minute", () => {
    expect(minutesAndSeconds(1_139_600)).toBe("19 min 0 s");
    expect(minutesAndSeconds(59_500)).toBe("1 min 0 s");
  });

  it("writes minutes and seconds", () => {
    expect(minutesAndSeconds(0)).toBe("0 min 0 s");
    expect(minutesAndSeconds(61_400)).toBe("1 min 1 s");
    expect(minutesAndSeconds(14 * 60_000 + 43_000)).toBe("14 min 43 s");
  });
});
