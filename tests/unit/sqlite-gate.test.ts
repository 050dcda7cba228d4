import { describe, expect, it } from "vitest";
import { SqliteGate } from "../../server/src/db/sqlite-gate.js";

// The gate in front of the one SQLite connection: a transaction runs alone, statements outside
// transactions run side by side, and everyone is let in in the order they came.

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("SqliteGate", () => {
  it("lets statements run side by side", async () => {
    const gate = new SqliteGate();
    await gate.enterStatement();
    await gate.enterStatement();
    gate.leaveStatement();
    gate.leaveStatement();
  });

  it("makes a transaction wait for statements in flight, and later statements wait for it", async () => {
    const gate = new SqliteGate();
    const order: string[] = [];
    await gate.enterStatement();
    const a = {};
    const transaction = gate.enterTransaction(a).then(() => order.push("transaction"));
    const statement = gate.enterStatement().then(() => order.push("statement"));
    await tick();
    expect(order).toEqual([]);
    gate.leaveStatement();
    await tick();
    expect(order).toEqual(["transaction"]);
    expect(gate.heldBy(a)).toBe(true);
    gate.leaveTransaction(a);
    await Promise.all([transaction, statement]);
    expect(order).toEqual(["transaction", "statement"]);
  });

  it("runs two transactions one after the other", async () => {
    const gate = new SqliteGate();
    const first = {};
    const second = {};
    await gate.enterTransaction(first);
    let secondIn = false;
    const waiting = gate.enterTransaction(second).then(() => (secondIn = true));
    await tick();
    expect(secondIn).toBe(false);
    gate.leaveTransaction(second); // not the holder: changes nothing
    expect(gate.heldBy(first)).toBe(true);
    gate.leaveTransaction(first);
    await waiting;
    expect(gate.heldBy(second)).toBe(true);
  });
});
