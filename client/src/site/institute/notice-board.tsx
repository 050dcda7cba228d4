import type { InstituteSharedQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { HeadedList } from "../../ui/headed-list.js";
import { PublishedLinkItems } from "./published-link.js";

/** The notices the administrators pinned for the institute pages (they open in a new tab). */
export function NoticeBoard({ notices }: { notices: InstituteSharedQuery["noticeBoard"]["items"] }) {
  return (
    <section className="notice-board" aria-labelledby="notice-board-heading">
      <HeadedList heading={<h2 id="notice-board-heading">{m.noticeBoard}</h2>} items={notices} empty={m.noNotices}>
        {(links) => (
          <ul>
            <PublishedLinkItems links={links} />
          </ul>
        )}
      </HeadedList>
    </section>
  );
}
