// The id of the JSON block in which the server hands the data of its render to the browser's
// Apollo cache. A JSON block is data, not a script, so the Content-Security-Policy (no inline
// scripts) allows it.
export const APOLLO_STATE_ELEMENT_ID = "apollo-state";

/** JSON safe inside <script type="application/json">: no "</script>" or "<!--" can end the block. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** The data of the server's JSON block `id` in this page, if it has one. */
export function readJsonBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
