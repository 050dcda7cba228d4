import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { AdminGigwReadinessDocument } from "../../graphql/generated/graphql.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";
import { errorText } from "../shell/errors.js";
import { ColumnHeadings } from "./admin-table.js";
import { LoadState } from "./load-state.js";
import { momentText } from "./moment-text.js";
import { ViewFrame } from "./view-frame.js";

// The GIGW readiness meter (issue 37): the server checks each guideline the data can answer
// (services/gigw/readiness-meter.ts); this page shows the score, each check with what falls short
// and a link to where it is fixed, and prints plainly for an auditor (the panel's frame is left
// off the printout by admin.css).

export function GigwReadiness() {
  const m = adminToolsMessages.gigw;
  const { data, loading, error } = useQuery(AdminGigwReadinessDocument, { fetchPolicy: "network-only" });
  const report = data?.gigwReadiness;
  const passed = report ? report.items.filter((item) => item.passed).length : 0;
  return (
    <ViewFrame heading={m.heading} intro={m.intro}>
      <LoadState loading={loading && !report} label={m.loading} failure={error && !report ? errorText(error) : null} />
      {report ? (
        <div className="admin-gigw">
          <p className="admin-gigw-score">
            <strong>{m.score(report.score)}</strong> {m.passedOf(passed, report.items.length)}{" "}
            <span className="admin-hint">
              {m.checkedAt} <time dateTime={report.checkedAt}>{momentText(report.checkedAt)}</time>
            </span>
          </p>
          <p className="admin-no-print">
            <button type="button" onClick={() => window.print()}>
              {m.print}
            </button>
          </p>
          <table className="admin-table admin-gigw-items">
            <ColumnHeadings labels={[m.check, m.result, m.fix]} />
            <tbody>
              {report.items.map((item) => {
                const label = m.items[item.key] ?? item.key;
                return (
                  <tr key={item.key} data-gigw-item={item.key} data-passed={item.passed}>
                    <th scope="row">{label}</th>
                    <td>{item.passed ? m.passed : m.failed(item.problems, item.checked)}</td>
                    <td>{item.passed ? "—" : <Link to={item.fixPath}>{m.fixIt(label)}</Link>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {report.policiesDue.length > 0 ? (
            <>
              <p>{m.policiesDue}</p>
              <ul className="admin-gigw-policies">
                {report.policiesDue.map((key) => (
                  <li key={key}>
                    <code>{key}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </ViewFrame>
  );
}
