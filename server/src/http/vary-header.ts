import type { ServerResponse } from "node:http";

// Adds names to a response's Vary header, keeping those already there. Several layers decide
// what an answer depends on (CORS on the Origin, the GET query path on the credentials and the
// language, compression on Accept-Encoding); setting the header outright drops the others' names,
// and a shared cache would then hand an answer to a request it does not fit.

export function addVary(res: ServerResponse, ...names: string[]): void {
  const current = res.getHeader("Vary");
  const text = (Array.isArray(current) ? current.join(", ") : String(current ?? "")).trim();
  const present = new Set(
    text
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  if (present.has("*")) return;
  const added: string[] = [];
  for (const name of names) {
    if (present.has(name.toLowerCase())) continue;
    present.add(name.toLowerCase());
    added.push(name);
  }
  if (added.length > 0) res.setHeader("Vary", [text, ...added].filter(Boolean).join(", "));
}
