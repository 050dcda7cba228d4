import { Link } from "react-router-dom";
import { shell } from "../../messages/shell.js";
import { PageTitle } from "./page-title.js";

/** /underdevelopment: where a menu entry points while its page is being prepared. */
export function UnderDevelopmentPage() {
  const m = shell.underDevelopment;
  return (
    <section className="page small-page">
      <PageTitle page={m.title} />
      <h1>{m.title}</h1>
      <p>{m.text}</p>
      <p>
        <Link to="/">{m.back}</Link>
      </p>
    </section>
  );
}
