import { usePageData } from "../page-loader.js";
import { SiteSettingsDocument } from "../../graphql/generated/graphql.js";
import { activeLanguage } from "../../messages/active-language.js";
import { shell } from "../../messages/shell.js";

/**
 * The page's <title>, "<page> | <institute name>", and its meta description, in the page's
 * language (React hoists both into <head>); the home page passes no page and gets the
 * institute's name alone. The layout's query is already in the
 * cache, so this makes no request.
 */
export function PageTitle({ page }: { page?: string | undefined }) {
  const { data } = usePageData(SiteSettingsDocument);
  const name = data?.siteSettings.instituteName || shell.fallbackInstituteName;
  // The institute's name is stored content (English for now): a Marathi home page also names itself in Marathi.
  page ??= activeLanguage() === "mr" ? shell.pageNames.home : undefined;
  return (
    <>
      <title>{page ? `${page} | ${name}` : name}</title>
      <meta name="description" content={page ? `${page}: ${shell.siteDescription(name)}` : shell.siteDescription(name)} />
    </>
  );
}
