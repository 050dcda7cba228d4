import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";
import type { Environment } from "monaco-editor";

// GraphiQL's editor (Monaco) does its language work in web workers: GraphQL's (completion,
// errors in the operation), JSON's (the variables and headers) and the editor's own. Vite
// bundles each as a file under /assets/, so they load from the site under script-src 'self',
// with no blob: or outside address. Only these three: Monaco's other languages are not built.

// Monaco reads the global MonacoEnvironment to make its workers.
(globalThis as { MonacoEnvironment?: Environment }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === "graphql") return new GraphQLWorker();
    if (label === "json") return new JsonWorker();
    return new EditorWorker();
  },
};
