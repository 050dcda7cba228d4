import { shell } from "../../messages/shell.js";
import { LinkUnlessBroken } from "../../ui/broken-links.js";
import { FileLink } from "../../ui/file-link.js";
import { formatDate } from "../../ui/format-date.js";
import { contentLang, InEnglishMark } from "../../ui/in-language.js";

// One notice in a list (the home page's latest, the archive): its date and its PDF or link (its
// words only when the link check found it broken), inside the list's item.

export interface NoticeShown {
  id: string;
  title: string;
  date: string;
  link?: string | null;
  noticePdf?: string | null;
  noticePdfInfo?: { contentType: string; bytes: number } | null;
  /** Published within the last NEW_DAYS days (the home page asks; the archive does not). */
  isNew?: boolean;
  /** On Marathi pages: ["title"] when the title is the English one (no Marathi given). */
  fallbackToEnglish?: readonly string[];
}

export function NoticeItem({ notice }: { notice: NoticeShown }) {
  const lang = contentLang(notice, "title");
  const title = lang ? <span lang={lang}>{notice.title}</span> : notice.title;
  return (
    <>
      <time dateTime={notice.date}>{formatDate(notice.date)}</time>{" "}
      {notice.noticePdf ? (
        <FileLink href={notice.noticePdf} info={notice.noticePdfInfo}>
          {title}
        </FileLink>
      ) : notice.link ? (
        <LinkUnlessBroken href={notice.link} words={title}>
          <a href={notice.link} target="_blank" rel="noopener noreferrer">
            {title}
            <span className="visually-hidden"> {shell.opensInNewTab}</span>
          </a>
        </LinkUnlessBroken>
      ) : (
        <span>{title}</span>
      )}
      <InEnglishMark lang={lang} />
      {notice.isNew ? <span className="new-badge">{shell.newBadge}</span> : null}
    </>
  );
}
