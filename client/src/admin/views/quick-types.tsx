import { Link } from "react-router-dom";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { addLabel } from "../shell/admin-routes.js";
import { isSubmission } from "./dashboard-document.js";

/** How many types the dashboard offers at its top. */
export const QUICK_TYPES = 6;

/**
 * The types a clerk works on most, for the dashboard's top: those changed last first (the
 * recent changes, newest first), then the registry's own order; never the public's submissions,
 * which are not added in the panel.
 */
export function quickTypes(recentTypes: readonly string[]): ContentTypeSpec[] {
  const addable = CONTENT_TYPE_LIST.filter((spec) => !isSubmission(spec));
  const recent = [...new Set(recentTypes)].flatMap((key) => addable.filter((spec) => spec.key === key));
  return [...new Set([...recent, ...addable])].slice(0, QUICK_TYPES);
}

/** The dashboard's first block: each of those types with its count, Add and Manage. */
export function QuickTypes({ types, countOf }: { types: readonly ContentTypeSpec[]; countOf(spec: ContentTypeSpec): number | undefined }) {
  const m = adminShellMessages;
  return (
    <section aria-labelledby="quick-types" className="admin-dashboard-wide">
      <h2 id="quick-types">{m.dashboard.quickHeading}</h2>
      <ul className="admin-quick">
        {types.map((spec) => {
          const label = addLabel(spec);
          const count = countOf(spec);
          return (
            <li key={spec.key} data-quick-type={spec.key}>
              <p className="admin-quick-name">{label}</p>
              <span className="admin-quick-count">{count === undefined ? "" : m.dashboard.entries(count)}</span>
              <Link className="admin-button-link primary" to={`/admin-login/${spec.admin.addRoute}`} aria-label={m.addType(label)}>
                {m.add}
              </Link>
              <Link className="admin-button-link" to={`/admin-login/${spec.admin.manageRoute}`} aria-label={m.manageType(label)}>
                {m.manage}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
