import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { DataKeyMissing, DataKeyProblem, deriveDataKeys, loadDataKey } from "../../server/src/secrets/data-key.js";
import { createSealer, SealedValueProblem } from "../../server/src/secrets/sealed-text.js";
import { monthsBefore } from "../../server/src/services/retention.js";

// The data key and what is sealed with it (AES-256-GCM), as the services and backups use them.

const secret = (byte: number) => Buffer.alloc(32, byte);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "college-key-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the keys derived from the data key", () => {
  it("are distinct per use, and the same for the same secret", () => {
    const keys = deriveDataKeys(secret(3));
    expect(new Set([keys.seal, keys.lookup, keys.sign].map((k) => k.toString("hex"))).size).toBe(3);
    expect(deriveDataKeys(secret(3))).toEqual(keys);
    expect(keys.id).toMatch(/^[a-f0-9]{16}$/);
    expect(deriveDataKeys(secret(4)).id).not.toBe(keys.id);
  });
});

describe("a sealed value", () => {
  const sealer = createSealer(deriveDataKeys(secret(3)));

  it("opens with its key, shows only what may be shown, and differs each time it is sealed", () => {
    const stored = sealer.seal("298765432101", "XXXX XXXX 2101");
    expect(stored).not.toContain("298765432101");
    expect(sealer.isSealed(stored)).toBe(true);
    expect(sealer.shown(stored)).toBe("XXXX XXXX 2101");
    expect(sealer.open(stored)).toBe("298765432101");
    expect(sealer.seal("298765432101", "XXXX XXXX 2101")).not.toBe(stored);
  });

  it("does not open with another key, nor once a byte of it is changed", () => {
    const stored = sealer.seal("298765432101", "XXXX XXXX 2101");
    expect(() => createSealer(deriveDataKeys(secret(4))).open(stored)).toThrow(SealedValueProblem);
    const payload = stored.split(":")[1]!;
    const changed = `${payload.slice(0, 20)}${payload[20] === "A" ? "B" : "A"}${payload.slice(21)}`;
    expect(() => sealer.open(stored.replace(payload, changed))).toThrow("The stored value does not open with this data key.");
  });

  it("has a keyed lookup hash: equal for equal values, different under another key", () => {
    expect(sealer.lookupHash("298765432101")).toBe(sealer.lookupHash("298765432101"));
    expect(sealer.lookupHash("298765432101")).not.toBe(sealer.lookupHash("387654321095"));
    expect(createSealer(deriveDataKeys(secret(4))).lookupHash("298765432101")).not.toBe(sealer.lookupHash("298765432101"));
  });
});

describe("loading the data key", () => {
  it("makes the key file once, 0600, and reads the same key afterwards", () => {
    const keyFile = path.join(folder, "made", "data.key");
    const made = loadDataKey({ keyFile }, { create: true });
    expect(made.created).toBe(true);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(keyFile)).mode & 0o777).toBe(0o700);
    const again = loadDataKey({ keyFile }, { create: true });
    expect(again.created).toBe(false);
    expect(again.keys).toEqual(made.keys);
  });

  it("takes back others' access to a key file", () => {
    const keyFile = path.join(folder, "open.key");
    fs.writeFileSync(keyFile, `${secret(5).toString("base64")}\n`, { mode: 0o644 });
    fs.chmodSync(keyFile, 0o644);
    expect(loadDataKey({ keyFile }, { create: false }).keys).toEqual(deriveDataKeys(secret(5)));
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it("says where it looked when there is none, and what is wrong with a damaged one", () => {
    const keyFile = path.join(folder, "absent.key");
    expect(() => loadDataKey({ keyFile }, { create: false })).toThrow(DataKeyMissing);
    expect(() => loadDataKey({ keyFile }, { create: false })).toThrow(`There is no data key at ${keyFile}.`);
    expect(fs.existsSync(keyFile)).toBe(false);
    const damaged = path.join(folder, "damaged.key");
    fs.writeFileSync(damaged, "not a key\n");
    expect(() => loadDataKey({ keyFile: damaged }, { create: true })).toThrow(DataKeyProblem);
    expect(() => loadDataKey({ keyFile: damaged }, { create: true })).toThrow(`The key file ${damaged} does not hold a data key`);
  });

  it("prefers DATA_KEY to the file", () => {
    const loaded = loadDataKey({ DATA_KEY: secret(6).toString("base64"), keyFile: path.join(folder, "unused.key") }, { create: true });
    expect(loaded).toEqual({ keys: deriveDataKeys(secret(6)), source: "DATA_KEY", created: false });
    expect(fs.existsSync(path.join(folder, "unused.key"))).toBe(false);
  });
});

describe("the settings of data at rest", () => {
  it("put the key file beside the data folder by default, and check DATA_KEY and SUBMISSION_RETENTION_MONTHS", () => {
    const config = loadConfig({ DATA_DIR: "/srv/college/data" });
    expect(config.keyFile).toBe("/srv/college/data.key");
    expect(config.uploadTempDir).toBe("/srv/college/data/upload-temp");
    expect(config.SUBMISSION_RETENTION_MONTHS).toBe(24);
    expect(loadConfig({ KEY_FILE: "/etc/college/key" }).keyFile).toBe("/etc/college/key");
    expect(() => loadConfig({ DATA_KEY: "short" })).toThrow(/DATA_KEY: DATA_KEY must be 32 random bytes written in base64/);
    expect(() => loadConfig({ SUBMISSION_RETENTION_MONTHS: "-1" })).toThrow(/SUBMISSION_RETENTION_MONTHS/);
    expect(loadConfig({ SUBMISSION_RETENTION_MONTHS: "0" }).SUBMISSION_RETENTION_MONTHS).toBe(0);
  });

  it("count retention months by the calendar (31 March less one month is the end of February)", () => {
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2026-11-25T12:00:00Z"), 24).toISOString()).toBe("2024-11-25T12:00:00.000Z");
  });
});
