import { useHttpStatus } from "../ssr/http-status.js";
import { EmptyMessage } from "../ui/query-state.js";
import { PageTitle } from "./layout/page-title.js";

/**
 * What a page says when its address names something that does not exist (a committee, a
 * facility, a department ...): a heading, if the page has none yet, and the message; the page is
 * answered with HTTP 404 (and so not cached).
 */
export function MissingItem({ heading, headingId, text }: { heading?: string; headingId?: string; text: string }) {
  useHttpStatus(404);
  return (
    <>
      {heading !== undefined && <PageTitle page={heading} />}
      {heading !== undefined && <h1 id={headingId}>{heading}</h1>}
      <EmptyMessage text={text} />
    </>
  );
}
