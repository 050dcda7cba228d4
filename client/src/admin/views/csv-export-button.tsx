import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import type { ListVariables } from "./content-documents.js";
import { downloadText } from "./csv.js";
import { errorText } from "../shell/errors.js";
import { AdminExportCsvDocument } from "../../graphql/generated/graphql.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";

/**
 * Downloads, as a CSV file, every row the manage table lists with its current filters, in the
 * table's columns. The server makes the file (Aadhaar numbers masked) and records the export
 * in the audit log; the browser only saves it.
 */
export function CsvExportButton(props: { spec: ContentTypeSpec; filters: Omit<ListVariables, "limit" | "offset"> }) {
  const { spec, filters } = props;
  const [exportCsv, { loading: busy }] = useMutation(AdminExportCsvDocument);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState("");

  async function exportRows() {
    setMessage("");
    setProblem("");
    try {
      const { data } = await exportCsv({
        variables: { type: spec.key, department: filters.department, session: filters.session, search: filters.search, orderBy: filters.orderBy },
      });
      const file = data?.exportCsv;
      if (!file) throw new Error(m.csv.noFile);
      downloadText(file.fileName, file.text);
      setMessage(m.csv.downloaded(file.rowCount));
    } catch (error) {
      setProblem(m.csv.failed(errorText(error)));
    }
  }

  return (
    <div className="admin-export">
      <button type="button" onClick={exportRows} disabled={busy}>
        {busy ? m.csv.preparing : m.csv.download}
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
