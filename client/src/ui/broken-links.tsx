import { createContext, useContext, useMemo, type ReactNode } from "react";
import { normalHref } from "../../../server/src/content/link-targets.js";
import { common } from "../messages/common.js";

// The addresses in content that lead nowhere, as the server's link check found them (the site
// layout's query, brokenLinkTargets): a page shows such a link's words without the link, and says
// the link is not available (GIGW: a broken link is never shown to visitors). Read from the
// server's data, so the server's render and the browser agree; an island, drawn on its own, gets
// the broken addresses among its props with them (islands/island.tsx).

/** Whether an address is one the link check found broken. */
type BrokenLinkCheck = (href: string | null | undefined) => boolean;

const NONE_BROKEN: BrokenLinkCheck = () => false;

const BrokenLinksContext = createContext<BrokenLinkCheck>(NONE_BROKEN);

/**
 * The check against `hrefs`: with none broken (the usual case) it answers at once, and each
 * address is spelt out once however many times the page links it.
 */
function brokenLinkCheck(hrefs: readonly string[] | undefined): BrokenLinkCheck {
  if (!hrefs?.length) return NONE_BROKEN;
  const known = new Set(hrefs.map(normalHref));
  const answers = new Map<string, boolean>();
  return (href) => {
    if (typeof href !== "string") return false;
    let broken = answers.get(href);
    if (broken === undefined) {
      broken = known.has(normalHref(href));
      answers.set(href, broken);
    }
    return broken;
  };
}

export function BrokenLinksProvider({ hrefs, children }: { hrefs: readonly string[] | undefined; children?: ReactNode }) {
  const check = useMemo(() => brokenLinkCheck(hrefs), [hrefs]);
  return <BrokenLinksContext.Provider value={check}>{children}</BrokenLinksContext.Provider>;
}

/** Whether `href` is one the link check found broken. */
export function useIsBrokenLink(): BrokenLinkCheck {
  return useContext(BrokenLinksContext);
}

/** The broken addresses among the strings `value` holds (an island's props, however deep). */
export function useBrokenLinksAmong(value: unknown): string[] {
  const isBroken = useIsBrokenLink();
  if (isBroken === NONE_BROKEN) return [];
  const found = new Set<string>();
  const visit = (item: unknown): void => {
    if (typeof item === "string") {
      if (isBroken(item)) found.add(item);
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (item !== null && typeof item === "object") Object.values(item).forEach(visit);
  };
  visit(value);
  return [...found];
}

/** In place of a broken link: its words, then "(link not available)" in the page's language. */
export function UnavailableLink({ children }: { children?: ReactNode }) {
  return (
    <span className="broken-link">
      {children}
      {/* One text, so the server's HTML holds it whole (no <!-- --> between two). */}
      <span className="broken-link-note">{` ${common.linkNotAvailable}`}</span>
    </span>
  );
}

/** The link given as children, or, when the link check found `href` broken, `words` without a link. */
export function LinkUnlessBroken({ href, words, children }: { href: string; words: ReactNode; children: ReactNode }) {
  return useIsBrokenLink()(href) ? <UnavailableLink>{words}</UnavailableLink> : children;
}
