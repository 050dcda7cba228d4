import type { ReactNode } from "react";

/** One of the site's content pages: its box, its <title> when given, and its one h1, which also names it for screen readers. */
export function TitledPage({
  headingId,
  heading,
  element: Box = "section",
  className,
  pageTitle,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  element?: "section" | "article";
  className?: string;
  /** The page's <PageTitle> (layout/page-title.tsx), given by pages; a public form's island (no Apollo client) leaves it to its page. */
  pageTitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box className={["page more-page", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      {pageTitle}
      <h1 id={headingId}>{heading}</h1>
      {children}
    </Box>
  );
}
