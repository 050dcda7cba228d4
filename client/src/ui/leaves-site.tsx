import { common } from "../messages/common.js";

// GIGW: a link to another site says so before the visitor follows it: an arrow to see and the
// words for screen readers, in the page's language. Put after the link's text, inside the link.
// Each is one text, so the server's HTML holds it whole.

export function LeavesSiteNote() {
  return (
    <>
      <span className="leaves-site-icon" aria-hidden="true">
        {" ↗"}
      </span>
      <span className="visually-hidden">{` ${common.leavesSite}`}</span>
    </>
  );
}
