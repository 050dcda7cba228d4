import { Link } from "react-router-dom";
import { isExternalHref } from "../../../../server/src/content/link-targets.js";
import { LeavesSiteNote } from "../../ui/leaves-site.js";
import { localHref } from "../../messages/active-language.js";
import { common } from "../../messages/common.js";
import { contentLang } from "../../ui/in-language.js";
import { LinkUnlessBroken } from "../../ui/broken-links.js";

export interface PublishedLinkData {
  title: string;
  url: string;
  opensInNewTab?: boolean | null;
  /** On Marathi pages: ["title"] when the title is the English one (ui/in-language.tsx). */
  fallbackToEnglish?: readonly string[] | null;
}

/** A link an administrator published (notice board, student corner): in a new tab when they chose
 *  so (and said to screen readers), otherwise a page of this site through the router; its title
 *  only when the link check found it broken. */
export function PublishedLink({ link }: { link: PublishedLinkData }) {
  const lang = contentLang(link, "title");
  return (
    <LinkUnlessBroken href={link.url} words={<span lang={lang}>{link.title}</span>}>
      <WorkingLink link={link} lang={lang} />
    </LinkUnlessBroken>
  );
}

function WorkingLink({ link, lang }: { link: PublishedLinkData; lang: string | undefined }) {
  if (link.opensInNewTab) {
    return (
      <a href={localHref(link.url)} target="_blank" rel="noopener noreferrer">
        <span lang={lang}>{link.title}</span>
        {isExternalHref(link.url) ? <LeavesSiteNote /> : <span className="visually-hidden"> {common.opensInNewTab}</span>}
      </a>
    );
  }
  return link.url.startsWith("/") ? (
    <Link to={link.url} lang={lang}>
      {link.title}
    </Link>
  ) : (
    <a href={link.url} lang={lang}>
      {link.title}
      {isExternalHref(link.url) && <LeavesSiteNote />}
    </a>
  );
}

/** Each link as an item of the list around it. */
export function PublishedLinkItems({ links }: { links: readonly (PublishedLinkData & { id: string })[] }) {
  return links.map((link) => (
    <li key={link.id}>
      <PublishedLink link={link} />
    </li>
  ));
}
