import { GraphiQL } from "graphiql";
import { useMemo, useRef, useState } from "react";
import { readSavedToken, saveToken, type SavedToken } from "./saved-token.js";
import { fetcherWithToken } from "./token-fetcher.js";
import { TokenField } from "./token-field.js";

// The explorer's page: a header (what this is, the SDL download, the API token) over GraphiQL,
// which brings highlighting, completion, errors inline, a choice of operation, the headers
// editor, history and the docs (from introspection, with the schema's descriptions).

const FIRST_TAB = {
  query: `# Ctrl-Enter runs the operation; Ctrl-Space suggests fields.
# The book icon on the left opens the docs.
query Notices($limit: Int) {
  notices(limit: $limit) {
    items { id title date link }
    totalCount
  }
}
`,
  variables: `{ "limit": 5 }`,
};

export function ExplorerPage() {
  const [token, setToken] = useState<SavedToken>(readSavedToken);
  // The fetcher stays the same while the token changes: GraphiQL reloads the schema whenever
  // its fetcher changes, and should not on every key typed.
  const currentToken = useRef(token.token);
  const fetcher = useMemo(() => fetcherWithToken(() => currentToken.current), []);

  const changeToken = (next: SavedToken) => {
    currentToken.current = next.token;
    setToken(next);
    saveToken(next);
  };

  return (
    <div className="ex-page">
      <header className="ex-header">
        <div>
          <h1>College content API: explorer</h1>
          <p>
            Write a query and run it; tools send the same queries to <code>/graphql</code>.{" "}
            <a href="/graphql/schema.graphql" download>
              Download the schema (SDL)
            </a>
          </p>
        </div>
        <TokenField value={token} onChange={changeToken} />
      </header>
      <main className="ex-graphiql">
        <GraphiQL fetcher={fetcher} defaultTabs={[FIRST_TAB]} defaultEditorToolsVisibility="variables" shouldPersistHeaders={false} schemaDescription />
      </main>
    </div>
  );
}
