import { describe, expect, it } from "vitest";
import { stepTimes } from "../../server/src/base/step-times.js";

describe("stepTimes", () => {
  it("times each step from the end of the one before, in order, rounded to milliseconds", () => {
    const clock = [1000, 1080.4, 1084, 1599.6];
    const steps = stepTimes(() => clock.shift()!);
    steps.done("database");
    steps.done("migrations");
    steps.done("app");
    expect(steps.summary()).toBe("database 80 ms, migrations 4 ms, app 516 ms");
  });

  it("says nothing before the first step ends", () => {
    expect(stepTimes(() => 0).summary()).toBe("");
  });
});
