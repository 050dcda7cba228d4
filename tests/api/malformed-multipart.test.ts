import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// A visitor's hostile upload must not end the server. A part header busboy cannot read (here a
// control character in a file name) made it report the error, then report a second one that
// graphql-upload-minimal no longer listened for: an uncaught exception, which ends a Node process
// (graphql/middleware.ts, keepParserErrorsHeard). Vitest fails a file on an uncaught exception.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({});
});

afterAll(async () => {
  await server?.close();
});

const BOUNDARY = "malformed-boundary";
const OPERATIONS = JSON.stringify({
  query: "mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }",
  variables: { input: { photo: null } },
});

/** A raw multipart POST to /graphql, as a visitor: its status and body. */
function post(parts: string[]): Promise<{ status: number; body: string }> {
  const body = Buffer.from(`${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join("")}--${BOUNDARY}--\r\n`, "latin1");
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/graphql`,
      { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "apollo-require-preflight": "true" } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("a multipart request with a part header that cannot be read", () => {
  it("as its first part: refused with a clear error, and the server goes on answering", async () => {
    const answer = await post([`Content-Disposition: form-data; name="operations"\x07\r\n\r\n${OPERATIONS}`]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/could not be read/);
    await settle();
    const after = await new GraphQLTestClient(server.url).request("{ uploadLimits { maxBytes } }");
    expect(after.errors).toBeUndefined();
  });

  it("as a file's part, after the operations and the map: the file is refused, and the server goes on answering", async () => {
    const answer = await post([
      `Content-Disposition: form-data; name="operations"\r\n\r\n${OPERATIONS}`,
      `Content-Disposition: form-data; name="map"\r\n\r\n{"1":["variables.input.photo"]}`,
      `Content-Disposition: form-data; name="1"; filename="a\x07b.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a picture`,
    ]);
    expect(answer.body).toContain('"errors"');
    await settle();
    const after = await new GraphQLTestClient(server.url).request("{ uploadLimits { maxBytes } }");
    expect(after.errors).toBeUndefined();
  });
});
