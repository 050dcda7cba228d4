import type { ReactNode } from "react";
import { localHref } from "../messages/active-language.js";
import { PageTitle } from "./layout/page-title.js";
import { TitledPage } from "./titled-page.js";

/** An archive page's own words (messages/<section>.ts). */
export interface ArchiveWords {
  archiveHeading: string;
  archiveIntro: string;
  currentLink: string;
}

/**
 * Where expired items stay readable (/gps-in-news/archive, /notices/archive): the heading, a line
 * saying what the archive holds, the items (children), and a link back to the current ones.
 */
export function ArchivePage(props: { headingId: string; words: ArchiveWords; currentPath: string; children: ReactNode }) {
  const m = props.words;
  return (
    <TitledPage headingId={props.headingId} heading={m.archiveHeading} pageTitle={<PageTitle page={m.archiveHeading} />}>
      <p>{m.archiveIntro}</p>
      {props.children}
      <p>
        <a href={localHref(props.currentPath)}>{m.currentLink}</a>
      </p>
    </TitledPage>
  );
}
