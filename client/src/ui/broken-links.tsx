import { createContext, useContext, useMemo, type ReactNode } from "react";
import { normalHref } from "../../../server/src/content/link-targets.js";

// The addresses in content that lead nowhere, as the server's link check found them (the site
// layout's query, brokenLinkTargets): a page shows such a link's text without the link. Read
// from the server's data, so the server's render and the browser agree.

const BrokenLinksContext = createContext<ReadonlySet<string>>(new Set());

export function BrokenLinksProvider({ hrefs, children }: { hrefs: readonly string[] | undefined; children?: ReactNode }) {
  const known = useMemo(() => new Set((hrefs ?? []).map(normalHref)), [hrefs]);
  return <BrokenLinksContext.Provider value={known}>{children}</BrokenLinksContext.Provider>;
}

/** Whether `href` is one the link check found broken. */
export function useIsBrokenLink(): (href: string | undefined) => boolean {
  const known = useContext(BrokenLinksContext);
  return (href) => href !== undefined && known.has(normalHref(href));
}
