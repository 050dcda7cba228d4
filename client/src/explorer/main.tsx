import { createRoot } from "react-dom/client";
import "./monaco-workers.js";
import { ExplorerPage } from "./explorer-page.js";
import "graphiql/style.css";
import "./explorer.css";

// The API explorer's entry (GraphiQL at /graphql in a browser), built apart from the website
// (scripts/vite-explorer-build.ts); the server writes its page (server/src/http/explorer-page.ts).

createRoot(document.getElementById("explorer")!).render(<ExplorerPage />);
