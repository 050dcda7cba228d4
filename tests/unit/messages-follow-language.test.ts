import { afterAll, describe, expect, it } from "vitest";
import { selectLanguage } from "../../client/src/messages/active-language.js";
import { selectAdminLanguage } from "../../client/src/messages/admin-language.js";
import { shell } from "../../client/src/messages/shell.js";
import { adminTablesMessages } from "../../client/src/messages/admin-tables.js";
import { shell as englishShell } from "../../client/src/messages/en/shell.js";
import { shell as marathiShell } from "../../client/src/messages/mr/shell.js";
import { adminTablesMessages as marathiTables } from "../../client/src/messages/mr/admin-tables.js";

// Issue 35: a messages module's object is one proxy that reads the selected language's text at
// each use, and still lists, spreads and copies like the catalogue's own object.

describe("messages that follow the language", () => {
  afterAll(async () => {
    await selectLanguage("en");
    await selectAdminLanguage("en");
  });

  it("gives the site's text in the page's language, keys and spread included", async () => {
    await selectLanguage("mr");
    expect({ ...shell }).toEqual(marathiShell);
    expect(Object.keys(shell)).toEqual(Object.keys(englishShell));
    expect(Object.fromEntries(Object.entries(shell))).toEqual(marathiShell);
    await selectLanguage("en");
    expect({ ...shell }).toEqual(englishShell);
  });

  it("gives the panel's text in the panel's language", async () => {
    await selectAdminLanguage("mr");
    expect(adminTablesMessages.trash).toBe(marathiTables.trash);
    await selectAdminLanguage("en");
    expect(adminTablesMessages.trash).not.toBe(marathiTables.trash);
  });
});
