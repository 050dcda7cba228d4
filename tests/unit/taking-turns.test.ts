import { describe, expect, it } from "vitest";
import { takingTurns } from "../../server/src/base/taking-turns.js";

describe("takingTurns", () => {
  it("runs at most the given number at once, the others in the order they came", async () => {
    const inTurn = takingTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (n: number) =>
      inTurn(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return n * 10;
      });
    expect(await Promise.all([1, 2, 3, 4, 5].map(work))).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives the place to the next one when a piece of work fails", async () => {
    const inTurn = takingTurns(1);
    const failed = inTurn(async () => {
      throw new Error("broken picture");
    });
    const next = inTurn(async () => "done");
    await expect(failed).rejects.toThrow("broken picture");
    expect(await next).toBe("done");
    expect(await inTurn(async () => "and again")).toBe("and again");
  });
});
