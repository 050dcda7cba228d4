import { joinPageData, usePageData } from "../page-loader.js";
import { HomePageDocument, SiteSettingsDocument } from "../../graphql/generated/graphql.js";
import { publicPageOf } from "../public-lists/public-links.js";
import { NoticeItem } from "../notices/notice-item.js";
import { shell } from "../../messages/shell.js";
import { localHref } from "../../messages/active-language.js";
import { QueryState } from "../../ui/query-state.js";
import { HeadedItems } from "../../ui/headed-items.js";
import { SliderIsland as Slider } from "../../islands/islands.js";
import { PageTitle } from "../layout/page-title.js";
import { OrganizationJsonLd } from "./organization-json-ld.js";
import { VisionMission } from "../vision-mission.js";
import { galleryLangs } from "../../ui/in-language.js";
import { HomeDisclosures } from "./home-disclosures.js";

/** Spec §9: the home slider changes every 4000 ms. */
const SLIDE_INTERVAL_MS = 4000;

export function HomePage() {
  const m = shell.home;
  const result = joinPageData(usePageData(HomePageDocument), usePageData(SiteSettingsDocument));

  return (
    <>
      <PageTitle />
      <QueryState result={result} what="the home page">
        {({ siteSettings, slides, notices }) => (
          <>
            <h1 className="home-heading">{m.welcome(siteSettings.instituteName || shell.fallbackInstituteName)}</h1>
            <HomeDisclosures />
            <Slider
              label={m.sliderLabel}
              intervalMs={SLIDE_INTERVAL_MS}
              effect="fade"
              sizes="(min-width: 74rem) 72rem, 100vw"
              slides={slides.items.map((slide) => ({
                key: slide.id,
                image: slide.image,
                imageInfo: slide.imageInfo,
                alt: slide.altText,
                caption: slide.caption,
                ...galleryLangs(slide),
              }))}
            />
            <VisionMission vision={siteSettings.vision} mission={siteSettings.mission} settings={siteSettings} cards />
            <OrganizationJsonLd facts={{ ...siteSettings, sameAs: [siteSettings.facebookUrl, siteSettings.instagramUrl, siteSettings.youtubeUrl, siteSettings.xUrl] }} />
            <section aria-labelledby="notices-heading">
              <HeadedItems heading={<h2 id="notices-heading">{m.latestNotices}</h2>} items={notices.items} empty={m.noNotices} listClassName="notice-list">
                {(notice) => <NoticeItem notice={notice} />}
              </HeadedItems>
              <p>
                <a href={localHref(publicPageOf("notice").archiveHref!)}>{m.noticeArchive}</a>
              </p>
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
