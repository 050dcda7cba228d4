import { useQuery } from "@apollo/client/react";
import { SiteLayoutDocument } from "../../graphql/generated/graphql.js";
import { shell } from "../../messages/en/shell.js";

/**
 * The page's <title>, "<page> | <institute name>" (React hoists it into <head>); the home page
 * passes no page and gets the institute's name alone. The layout's query is already in the
 * cache, so this makes no request.
 */
export function PageTitle({ page }: { page?: string }) {
  const { data } = useQuery(SiteLayoutDocument);
  const name = data?.siteSettings.instituteName || shell.fallbackInstituteName;
  return <title>{page ? `${page} | ${name}` : name}</title>;
}
