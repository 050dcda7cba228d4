import type { ReactNode } from "react";
import { PageTitle } from "./layout/page-title.js";

/** One of the site's content pages: its box and its one h1, which also names it for screen readers and, when it is text, in its <title>. */
export function TitledPage({
  headingId,
  heading,
  element: Box = "section",
  className,
  inIsland = false,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  element?: "section" | "article";
  className?: string;
  /** Drawn inside an island (a public form), which has no Apollo client: its page sets the <title> (layout/page-title.tsx). */
  inIsland?: boolean;
  children: ReactNode;
}) {
  return (
    <Box className={["page more-page", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      {typeof heading === "string" && !inIsland && <PageTitle page={heading} />}
      <h1 id={headingId}>{heading}</h1>
      {children}
    </Box>
  );
}
