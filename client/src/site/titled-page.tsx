import type { ReactNode } from "react";

/** One of the site's content pages: its box and its one h1, which also names it for screen readers. */
export function TitledPage({ headingId, heading, element: Box = "section", className, children }: { headingId: string; heading: ReactNode; element?: "section" | "article"; className?: string; children: ReactNode }) {
  return (
    <Box className={["page more-page", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      {children}
    </Box>
  );
}
