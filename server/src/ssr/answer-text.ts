import type { GraphQLResult } from "./render-protocol.js";

// A render's GraphQL answers go to its worker as JSON text rather than as objects: a string is
// copied whole, where the structured clone walks every object of the answer on the main thread
// (about 0.6 ms of its time per render, in the profile), and JSON.parse in the worker is quicker
// than reading the clone back. A GraphQL answer is JSON by definition (its scalars are already
// serialized). The answers renders share (shared-answers.ts: the layout's, the same object
// until the content changes) are written out once.

const written = new WeakMap<GraphQLResult, string>();

export function answerText(result: GraphQLResult): string {
  let text = written.get(result);
  if (text === undefined) {
    text = JSON.stringify(result);
    written.set(result, text);
  }
  return text;
}
