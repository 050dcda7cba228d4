import { Link } from "react-router-dom";
import { useHttpStatus } from "../ssr/http-status.js";

export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>
        This page does not exist or has moved. <Link to="/">Go to the home page</Link>.
      </p>
    </section>
  );
}
