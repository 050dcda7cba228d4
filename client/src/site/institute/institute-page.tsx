import { joinPageData, usePageData } from "../page-loader.js";
import { useParams } from "react-router-dom";
import { InstitutePageDocument, InstituteSharedDocument, SiteSettingsDocument } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { contentLang, InEnglishNote } from "../../ui/in-language.js";
import { QueryState, type QueryResultLike } from "../../ui/query-state.js";
import { InstitutePagePart } from "./institute-page-part.js";
import { INSTITUTE_PAGES, type InstitutePageData } from "./institute-page-variables.js";
import { InstituteSideMenuIsland as InstituteSideMenu } from "../../islands/islands.js";
import { NewsCarousel } from "./news-carousel.js";
import { NoticeBoard } from "./notice-board.js";
import { PrincipalMessage } from "./principal-message.js";
import { ProgramTable } from "./program-table.js";
import { RecruiterStrip } from "./recruiter-strip.js";
import { VisionMission } from "../vision-mission.js";
import { MissingItem } from "../missing-item.js";
import { PageTitle } from "../layout/page-title.js";

/** /about-institute/{page}: the page's own part beside what every institute page shows (intro,
 *  side menu, notice board, principal's message, vision and mission, programs, news, recruiters). */
export function InstitutePage() {
  const { page = "" } = useParams();
  const known = Object.hasOwn(INSTITUTE_PAGES, page);
  const shared = usePageData(InstituteSharedDocument);
  const own = usePageData(InstitutePageDocument);
  const result: QueryResultLike<InstitutePageData> = joinPageData(joinPageData(shared, own), usePageData(SiteSettingsDocument));

  return (
    <div className="page institute-page">
      <PageTitle page={known ? m.titles[page] : m.notFoundHeading} />
      <h1>{known ? m.titles[page] : m.notFoundHeading}</h1>
      <QueryState result={result} what={m.what}>
        {(data) => (
          <>
            {data.intro ? (
              <>
                <InEnglishNote lang={contentLang(data.intro, "body")} />
                <MarkdownText text={data.intro.body} className="markdown-text institute-intro" lang={contentLang(data.intro, "body")} />
              </>
            ) : null}
            <div className="institute-layout">
              <aside className="institute-aside">
                <InstituteSideMenu current={page} />
                <NoticeBoard notices={data.noticeBoard.items} />
              </aside>
              <div className="institute-main">
                {known ? <InstitutePagePart page={page} part={INSTITUTE_PAGES[page]!} data={data} /> : <InstitutePageNotFound />}
                <PrincipalMessage message={data.principalMessage} principal={data.principal.items[0]} />
                <VisionMission vision={data.siteSettings.vision} mission={data.siteSettings.mission} settings={data.siteSettings} />
                {page === "program-offered" || (known && INSTITUTE_PAGES[page]!.aicte) ? null : <ProgramTable programs={data.programs.items} />}
              </div>
            </div>
            <NewsCarousel pictures={data.newsCarousel.items} />
            <RecruiterStrip logos={data.recruiters.items} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function InstitutePageNotFound() {
  return <MissingItem text={m.notFound} />;
}
