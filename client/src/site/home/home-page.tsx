import { useQuery } from "@apollo/client/react";
import { HomePageDocument, type HomePageQuery } from "../../graphql/generated/graphql.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { formatDate } from "../../ui/format-date.js";

type Notice = HomePageQuery["notices"]["items"][number];

export function HomePage() {
  const result = useQuery(HomePageDocument);

  return (
    <QueryState result={result} what="the home page">
      {({ siteSettings, notices }) => (
        <>
          <section className="page intro" aria-labelledby="welcome-heading">
            <h1 id="welcome-heading">Welcome to {siteSettings.instituteName || "our institute"}</h1>
            {siteSettings.address && <p>{siteSettings.address}</p>}
          </section>
          <section className="page" aria-labelledby="notices-heading">
            <h2 id="notices-heading">Latest notices</h2>
            {notices.items.length === 0 ? (
              <EmptyMessage text="There are no notices at the moment." />
            ) : (
              <ul className="notice-list">
                {notices.items.map((notice) => (
                  <NoticeItem key={notice.id} notice={notice} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryState>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const href = notice.noticePdf ?? notice.link;
  return (
    <li>
      <time dateTime={notice.date}>{formatDate(notice.date)}</time>{" "}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {notice.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <span>{notice.title}</span>
      )}
    </li>
  );
}
