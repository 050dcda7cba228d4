import { afterEach, describe, expect, it, vi } from "vitest";
import { fetcherWithToken } from "../../client/src/explorer/token-fetcher.js";

// The explorer's fetcher: the API token field's token goes as a Bearer header, unless a header
// written in GraphiQL's headers editor sets Authorization itself.

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The headers of the one request the fetcher sends. */
async function headersSent(token: string, editorHeaders?: Record<string, string>): Promise<Headers> {
  const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: { __typename: "Query" } }));
  // GraphiQL's toolkit takes window.fetch, as in a browser.
  vi.stubGlobal("window", { fetch: fetchSpy });
  const fetcher = fetcherWithToken(() => token);
  const result = await fetcher({ query: "{ __typename }", operationName: null }, { headers: editorHeaders, documentAST: undefined });
  // The toolkit's fetcher is an async iterable (for @defer's parts): it sends when read.
  if (result && typeof result === "object" && Symbol.asyncIterator in result) {
    for await (const part of result as AsyncIterable<unknown>) expect(part).toBeTruthy();
  }
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  return new Headers(fetchSpy.mock.calls[0]![1]!.headers);
}

describe("the explorer's fetcher", () => {
  it("sends the token as Authorization: Bearer, trimmed, beside the editor's other headers", async () => {
    const headers = await headersSent("  gpc_abc_def \n", { "X-Trace": "1" });
    expect(headers.get("authorization")).toBe("Bearer gpc_abc_def");
    expect(headers.get("x-trace")).toBe("1");
  });

  it("sends no Authorization without a token, and the editor's own when it has one", async () => {
    expect((await headersSent("")).get("authorization")).toBeNull();
    expect((await headersSent("gpc_field", { authorization: "Bearer gpc_editor" })).get("authorization")).toBe("Bearer gpc_editor");
  });
});
