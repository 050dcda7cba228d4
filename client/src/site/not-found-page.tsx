import { Link } from "react-router-dom";
import { shell } from "../messages/shell.js";
import { useHttpStatus } from "../ssr/http-status.js";
import { SmallPage } from "./layout/small-page.js";

/** Any address no route matches: a real page, sent with HTTP status 404. */
export function NotFoundPage() {
  const m = shell.notFound;
  useHttpStatus(404);
  return (
    <SmallPage title={m.title} text={m.text}>
      <ul className="small-page-links">
        <li>
          <Link to="/">{m.back}</Link>
        </li>
        <li>
          <Link to="/sitemap">{m.sitemap}</Link>
        </li>
      </ul>
    </SmallPage>
  );
}
