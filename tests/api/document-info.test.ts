import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Every document field `x` has `xInfo` beside it: the type and size a page shows next to the
// download link ("PDF, 245 KB"), read from the stored file, not guessed.

let server: TestServer;
let visitor: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  visitor = new GraphQLTestClient(server.url);
});

afterAll(async () => {
  await server?.close();
});

interface FileInfo {
  url: string;
  contentType: string;
  bytes: number;
}

describe("a document's type and size", () => {
  it("gives the stored file's real size and checked type beside each PDF", async () => {
    const result = await visitor.request<{ curricula: { items: { syllabusPdf: string; syllabusPdfInfo: FileInfo }[] } }>(
      "{ curricula(limit: 3) { items { syllabusPdf syllabusPdfInfo { url contentType bytes } } } }",
    );
    expect(result.errors).toBeUndefined();
    const items = result.data!.curricula.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.syllabusPdfInfo.url).toBe(item.syllabusPdf);
      expect(item.syllabusPdfInfo.contentType).toBe("application/pdf");
      const body = Buffer.from(await (await fetch(server.url + item.syllabusPdf)).arrayBuffer());
      expect(item.syllabusPdfInfo.bytes).toBe(body.length);
    }
  });

  it("is null where a row has no file", async () => {
    const result = await visitor.request<{ notices: { items: { noticePdf: string | null; noticePdfInfo: FileInfo | null }[] } }>(
      "{ notices(limit: 100) { items { noticePdf noticePdfInfo { bytes } } } }",
    );
    expect(result.errors).toBeUndefined();
    for (const item of result.data!.notices.items) {
      if (item.noticePdf === null) expect(item.noticePdfInfo).toBeNull();
      else expect(item.noticePdfInfo!.bytes).toBeGreaterThan(0);
    }
  });
});
