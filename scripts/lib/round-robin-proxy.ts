import http from "node:http";

// A small reverse proxy for trying several servers on one machine (npm run cluster): each
// request goes to the next server in turn; a server that does not answer (stopped, crashed) is
// skipped for a few seconds and the request is sent to another. In production a real load
// balancer (nginx, HAProxy, a cloud's) does this job.

const RESTING_MS = 5000;

export interface Upstream {
  host: string;
  port: number;
}

export function roundRobinProxy(upstreams: Upstream[]): http.Server {
  let next = 0;
  const restingUntil = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  function pick(tried: Set<number>): number | undefined {
    for (let i = 0; i < upstreams.length; i++) {
      const index = (next + i) % upstreams.length;
      if (tried.has(index) || (restingUntil.get(index) ?? 0) > Date.now()) continue;
      next = (index + 1) % upstreams.length;
      return index;
    }
    // Every server is resting: try one that was not tried for this request anyway.
    const untried = upstreams.findIndex((_, index) => !tried.has(index));
    return untried < 0 ? undefined : untried;
  }

  return http.createServer((req, res) => {
    // The body is read once, so that a request can be sent again to another server.
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<number>();
      const send = () => {
        const index = pick(tried);
        if (index === undefined) {
          res.writeHead(502, { "content-type": "text/plain" }).end("No server is answering.");
          return;
        }
        tried.add(index);
        const { host, port } = upstreams[index]!;
        const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
        const upstream = http.request(
          { host, port, method: req.method, path: req.url, agent, headers: { ...req.headers, "x-forwarded-for": forwardedFor } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(res);
          },
        );
        upstream.on("error", () => {
          if (res.headersSent) return res.destroy();
          restingUntil.set(index, Date.now() + RESTING_MS);
          send();
        });
        upstream.end(body);
      };
      send();
    });
  });
}
