import http from "node:http";

// A POST whose body trickles in, as a large upload over a slow line does: for the tests of a
// stop that must let the requests in flight finish.

export interface SlowAnswer {
  status: number;
  body: string;
}

/** Sends `body` to `url` in 20 pieces over `ms`; `onStarted` runs once the first piece is sent. */
export function slowPost(url: string, body: Buffer, headers: Record<string, string>, ms: number, onStarted: () => void): Promise<SlowAnswer> {
  const pieces = 20;
  const size = Math.ceil(body.length / pieces);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { ...headers, "content-length": String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    let sent = 0;
    const next = () => {
      if (sent >= body.length) return req.end();
      req.write(body.subarray(sent, sent + size));
      sent += size;
      if (sent === size) onStarted();
      setTimeout(next, ms / pieces);
    };
    next();
  });
}

/** A GraphQL multipart request creating an audit report with `file` as its PDF, encoded as a browser would. */
export async function auditReportUpload(file: Buffer, name = "audit.pdf"): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: "mutation ($input: CreateAuditReportInput!) { createAuditReport(input: $input) { id reportPdf } }",
      variables: { input: { session: "2025-2026", reportPdf: null } },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.input.reportPdf"] }));
  form.append("0", new Blob([new Uint8Array(file)], { type: "application/pdf" }), name);
  const encoded = new Request("http://encode.invalid/", { method: "POST", body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}
