import https from "node:https";
import http from "node:http";

// Requests to a server with a self-signed certificate (tests/support/nginx.ts), trusting only
// that certificate: fetch() cannot be given one. Bodies are sent whole; FormData is encoded as a
// browser would (multipart/form-data) through a Request.

export interface PlainAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = any>(): T;
}

export async function requestTrusting(
  certificate: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer | FormData } = {},
): Promise<PlainAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  let body: Buffer | undefined;
  if (init.body instanceof FormData) {
    const encoded = new Request("http://encode.invalid/", { method: "POST", body: init.body });
    headers["content-type"] = encoded.headers.get("content-type")!;
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (init.body !== undefined) {
    body = Buffer.from(init.body);
  }
  if (body) headers["content-length"] = String(body.length);
  const target = new URL(url);
  const send = target.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(target, { method: init.method ?? "GET", headers, ca: certificate }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: bytes,
          text: () => bytes.toString("utf8"),
          json: () => JSON.parse(bytes.toString("utf8")),
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}
