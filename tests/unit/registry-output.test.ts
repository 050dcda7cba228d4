import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { CONTENT_DOMAINS } from "../../server/src/content/domains.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { contentOperationsDocument, siteSettingsDocument } from "../../server/src/graphql/content-operations.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { domainSdl } from "../../server/src/graphql/content-sdl.js";
import { settingsSdl } from "../../server/src/graphql/settings-sdl.js";
import { createSchema } from "../../server/src/graphql/schema.js";
import { generatedIndexes, staleFiles } from "../../scripts/lib/generated-indexes.js";

// What the registry writes: the committed SDL of the content types must be exactly what the
// registry gives (run `npm run codegen` and commit), and the client's generated documents must
// be valid against the schema the server serves.

const root = path.resolve(import.meta.dirname, "../..");

describe("the registry's SDL in schema/", () => {
  it("puts every content type in exactly one domain", () => {
    const placed = CONTENT_DOMAINS.flatMap((domain) => domain.keys);
    expect([...placed].sort()).toEqual(Object.keys(CONTENT_TYPES).sort());
  });

  it.each(CONTENT_DOMAINS.map((domain) => [domain.name, domain] as const))("schema/%s.graphql is what the registry gives", (name, domain) => {
    const committed = readFileSync(path.join(root, "schema", `${name}.graphql`), "utf8");
    expect(committed, "Run `npm run codegen` and commit schema/.").toBe(domainSdl(domain));
  });

  it("schema/settings.graphql is what SITE_SETTINGS_FIELDS gives", () => {
    const committed = readFileSync(path.join(root, "schema", "settings.graphql"), "utf8");
    expect(committed, "Run `npm run codegen` and commit schema/.").toBe(settingsSdl());
  });

  it("has no other content file in schema/ than the generated ones and the hand-written ones", () => {
    const handWritten = [
      "base",
      "api-tokens",
      "approval",
      "auth",
      "dashboard",
      "images",
      "uploads",
      "vocabulary",
      "webhooks",
      "history",
      "lifecycle",
      "languages",
      "search",
      "links",
    ];
    const files = readdirSync(path.join(root, "schema")).map((file) => file.replace(/\.graphql$/, ""));
    expect(files.sort()).toEqual([...handWritten, "settings", ...CONTENT_DOMAINS.map((d) => d.name)].sort());
  });
});

describe("the folder indexes", () => {
  it("list every type file, migration and demo row file (run `npm run codegen` and commit them)", async () => {
    expect(staleFiles(await generatedIndexes()).map(({ file }) => file)).toEqual([]);
  });
});

describe("the client's documents for every content type", () => {
  const schema = createSchema();
  it.each(Object.values(CONTENT_TYPES).map((spec) => [spec.key, spec] as const))("%s: valid against the served schema", (_key, spec) => {
    const errors = validate(schema, parse(contentOperationsDocument(spec)));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it("the Site Settings form's documents: valid, and select every setting, the logo with its uploaded name", () => {
    const text = siteSettingsDocument(SITE_SETTINGS_FIELDS);
    expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([]);
    for (const name of Object.keys(SITE_SETTINGS_FIELDS)) expect(text).toMatch(new RegExp(`\\b${name}\\b`));
    expect(text).toMatch(/\blogoImageInfo \{[^\n]*\bname\b/);
  });
});
