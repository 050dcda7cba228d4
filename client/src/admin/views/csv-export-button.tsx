import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import type { ContentDocuments, ContentRow, ListVariables } from "./content-documents.js";
import { cellText, type CellContext } from "./cell-text.js";
import { downloadText, toCsv } from "./csv.js";
import { errorText } from "../shell/errors.js";

/** The API's largest page: the export asks for the rows this many at a time. */
const EXPORT_PAGE = 100;

/**
 * Downloads, as a CSV file, every row the manage table lists with its current filters (all its
 * pages), in the table's columns and order. Values are the API's, so Aadhaar numbers stay masked.
 */
export function CsvExportButton(props: {
  spec: ContentTypeSpec;
  documents: ContentDocuments;
  /** The table's filters and order. */
  filters: Omit<ListVariables, "limit" | "offset">;
  context: CellContext;
}) {
  const { spec, filters } = props;
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState("");

  async function exportRows() {
    setBusy(true);
    setMessage("");
    setProblem("");
    try {
      const rows: ContentRow[] = [];
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const { data } = await client.query({
          query: props.documents.list,
          variables: { ...filters, limit: EXPORT_PAGE, offset },
          fetchPolicy: "network-only",
        });
        const page = data?.page;
        if (!page) break;
        rows.push(...page.items);
        if (page.items.length < EXPORT_PAGE || rows.length >= page.totalCount) break;
      }
      const columns = spec.admin.columns;
      const header = columns.map((column) => spec.fields[column]!.label);
      const body = rows.map((row) => columns.map((column) => cellText(spec.fields[column]!, row[column], props.context)));
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`${spec.graphql.list}-${day}.csv`, toCsv(header, body));
      setMessage(`Downloaded ${rows.length} ${rows.length === 1 ? "row" : "rows"} as a CSV file (opens in a spreadsheet).`);
    } catch (error) {
      setProblem(`The file could not be made. ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-export">
      <button type="button" onClick={exportRows} disabled={busy}>
        {busy ? "Preparing the file…" : "Download as CSV"}
      </button>
      <span role="status" className="admin-success">
        {message}
      </span>
      <span role="alert" className="admin-error">
        {problem}
      </span>
    </div>
  );
}
