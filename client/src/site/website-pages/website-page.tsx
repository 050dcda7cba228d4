import { useLocation } from "react-router-dom";
import { WebsitePageDocument } from "../../graphql/generated/graphql.js";
import { websiteMessages as m } from "../../messages/website.js";
import { QueryState } from "../../ui/query-state.js";
import { PageTextSection } from "../institute/page-text-section.js";
import { PageTitle } from "../layout/page-title.js";
import { MissingItem } from "../missing-item.js";
import { usePageData } from "../page-loader.js";
import { WebsitePagesMenu } from "./website-pages-menu.js";

/** One of the website's own pages (a policy, the accessibility statement, screen readers, help): its page text, whose key is the page's path. */
export function WebsitePage() {
  const key = useLocation().pathname.replace(/^\//, "");
  const result = usePageData(WebsitePageDocument);
  return (
    <div className="page more-page website-page">
      <QueryState result={result} what={m.loading}>
        {(data) =>
          data.text ? (
            <>
              <PageTitle page={data.text.title} />
              <PageTextSection text={data.text} headingLevel={1} />
            </>
          ) : (
            <MissingItem heading={m.pageNames[key] ?? m.aboutThisWebsite} text={m.missingText} />
          )
        }
      </QueryState>
      <WebsitePagesMenu current={key} />
    </div>
  );
}
