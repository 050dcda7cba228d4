// The server hands data to the browser in JSON blocks (the islands' props, islands/island.tsx).
// A JSON block is data, not a script, so the Content-Security-Policy (no inline scripts) allows it.

/** JSON safe inside <script type="application/json">: no "</script>" or "<!--" can end the block. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The data of the server's JSON block `id` in this page, if it has one. */
export function readJsonBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
