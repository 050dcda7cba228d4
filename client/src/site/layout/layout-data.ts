import { SiteLayoutDocument, type SiteLayoutQuery, SiteSettingsDocument, type SiteSettingsQuery } from "../../graphql/generated/graphql.js";
import { joinPageData, usePageData } from "../page-loader.js";

// What the layout shows, from the root route's two documents: the menus (SiteLayout, kept until
// they change) and the settings with the moment of the last change (SiteSettings, asked again
// after any change). Every public page has both, so a page may read the settings here too.

export type LayoutData = SiteLayoutQuery & SiteSettingsQuery;

export function useLayoutData(): LayoutData | undefined {
  return joinPageData(usePageData(SiteLayoutDocument), usePageData(SiteSettingsDocument)).data;
}
