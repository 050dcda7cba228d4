import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { EmptyMessage } from "../../ui/query-state.js";
import { PublishedLinkItems } from "./published-link.js";

/** The notices the administrators pinned for the institute pages (they open in a new tab). */
export function NoticeBoard({ notices }: { notices: InstitutePageQuery["noticeBoard"]["items"] }) {
  return (
    <section className="notice-board" aria-labelledby="notice-board-heading">
      <h2 id="notice-board-heading">{m.noticeBoard}</h2>
      {notices.length === 0 ? (
        <EmptyMessage text={m.noNotices} />
      ) : (
        <ul>
          <PublishedLinkItems links={notices} />
        </ul>
      )}
    </section>
  );
}
