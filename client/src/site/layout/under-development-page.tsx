import { Link } from "react-router-dom";
import { shell } from "../../messages/shell.js";
import { SmallPage } from "./small-page.js";

/** /underdevelopment: where a menu entry points while its page is being prepared. */
export function UnderDevelopmentPage() {
  const m = shell.underDevelopment;
  return (
    <SmallPage title={m.title} text={m.text}>
      <p>
        <Link to="/">{m.back}</Link>
      </p>
    </SmallPage>
  );
}
