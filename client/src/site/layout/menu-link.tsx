import { localHref } from "../../messages/active-language.js";
import { LeavesSiteNote } from "../../ui/leaves-site.js";
import { UnavailableLink, useIsBrokenLink } from "../../ui/broken-links.js";
import type { MenuLink } from "./site-menus.js";

/** A menu entry: a link to a page of this site in the page's language (each page comes from the server), a new tab for an outside address; its words only when the link check found it broken. */
export function MenuLinkItem({ link }: { link: MenuLink }) {
  if (useIsBrokenLink()(link.href)) {
    return (
      <UnavailableLink>
        <span lang={link.lang}>{link.label}</span>
      </UnavailableLink>
    );
  }
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        <span lang={link.lang}>{link.label}</span>
        <LeavesSiteNote />
      </a>
    );
  }
  return (
    <a href={localHref(link.href)} lang={link.lang}>
      {link.label}
    </a>
  );
}

/** A menu's links, in groups with their labels when it has several (Academics). */
export function MenuGroups({ menuKey, groups }: { menuKey: string; groups: { label?: string; links: MenuLink[] }[] }) {
  return (
    <>
      {groups.map((group, i) => {
        const labelId = group.label ? `${menuKey}-group-${i}` : undefined;
        return (
          <div className="menu-group" key={group.label ?? i}>
            {group.label && (
              <p className="menu-group-label" id={labelId}>
                {group.label}
              </p>
            )}
            <ul aria-labelledby={labelId}>
              {group.links.map((link, j) => (
                <li key={`${link.href}-${j}`}>
                  <MenuLinkItem link={link} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
