import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { encodePage } from "./page-encoding.js";
import { loadPageTemplate, type RenderedPage } from "./page-template.js";
import type { ExecuteGraphQL, FromWorker, GraphQLResult, JobAnswer, JobRequest, PageRequest, PostedForm, ToWorker, WorkerSetup } from "./render-protocol.js";

// One render worker: a thread of its own with its own heap (capped by the pool), so that a page
// that takes too long or too much memory to render is stopped there and the server goes on.
// It loads the render module and the page template once, then, as the main thread asks, names a
// page's queries (plan), renders a page with their answers (render: it asks nothing back), or
// sends a public form (submit: its operations run on the main thread).

interface RenderModule {
  routePatterns(): string[];
  ROUTE_PARAMETER_VALUES?: Record<string, Record<string, string[]>>;
  FORM_PATHS: string[];
  submitForm(url: URL, fields: Record<string, string>, execute: ExecuteGraphQL): Promise<PostedForm | undefined>;
  planPage(url: URL): PageRequest[];
  renderPage(url: URL, answers: readonly string[], posted?: PostedForm, siteOrigin?: string): Promise<RenderedPage>;
}

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread only.");
const setup = workerData as WorkerSetup;

const pendingCalls = new Map<number, { resolve(result: GraphQLResult): void; reject(error: Error): void }>();
let nextCall = 1;

function send(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

/** Runs a submit job's GraphQL operations on the main thread. */
function executeFor(job: number): ExecuteGraphQL {
  return (request) =>
    new Promise<GraphQLResult>((resolve, reject) => {
      const call = nextCall++;
      pendingCalls.set(call, { resolve, reject });
      send({ kind: "execute", job, call, request });
    });
}

const renderModule = (await import(pathToFileURL(path.join(setup.ssrDir, "entry-server.js")).href)) as RenderModule;
const template = loadPageTemplate(setup.clientDir, setup.siteOrigin);

async function run(job: number, request: JobRequest): Promise<{ answer: JobAnswer; transfer: ArrayBuffer[] }> {
  const url = new URL(request.pathname, "http://localhost");
  if (request.type === "submit") {
    const posted = await renderModule.submitForm(url, request.fields, executeFor(job));
    return { answer: { type: "submit", posted: posted ?? null }, transfer: [] };
  }
  if (request.type === "plan") return { answer: { type: "plan", requests: renderModule.planPage(url) }, transfer: [] };
  const started = performance.now();
  const page = await renderModule.renderPage(url, request.answers, request.posted, setup.siteOrigin);
  const rendered = performance.now();
  // A page found is its own address (without the query a search page reads); the not-found
  // page and a route's page that found nothing are none.
  const html = template.assemble(page, page.status === 200 ? url.pathname : undefined);
  const assembled = performance.now();
  const bodies = { br: ownMemory(encodePage(html).br) };
  const timings = {
    queue: 0,
    data: 0,
    react: rendered - started,
    passes: page.renderCount ?? 0,
    assemble: assembled - rendered,
    encode: performance.now() - assembled,
    handoff: 0,
  };
  // The bodies are handed over to the main thread, not copied.
  return { answer: { type: "render", page: { status: page.status, bodies, timings } }, transfer: Object.values(bodies).map((body) => body.buffer as ArrayBuffer) };
}

/** The bytes in memory of their own: a small Buffer may sit in Node's shared pool, which cannot be handed over. */
function ownMemory(body: Uint8Array): Uint8Array {
  return body.byteOffset === 0 && body.buffer.byteLength === body.byteLength ? body : new Uint8Array(body);
}

port.on("message", (message: ToWorker) => {
  if (message.kind === "executed") {
    const pending = pendingCalls.get(message.call);
    pendingCalls.delete(message.call);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.result ?? {});
    return;
  }
  run(message.job, message.request).then(
    ({ answer, transfer }) => send({ kind: "done", job: message.job, answer }, transfer),
    (error: unknown) => send({ kind: "failed", job: message.job, message: error instanceof Error ? error.message : String(error) }),
  );
});

send({
  kind: "ready",
  site: { routePatterns: renderModule.routePatterns(), routeParameterValues: renderModule.ROUTE_PARAMETER_VALUES ?? {}, formPaths: renderModule.FORM_PATHS },
});
