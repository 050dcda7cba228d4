import { usePageData } from "../page-loader.js";
import { AlumniPageDocument, type AlumniPictureFragment } from "../../graphql/generated/graphql.js";
import { alumniMessages as m } from "../../messages/alumni.js";
import { PhotoGalleryIsland as PhotoGallery } from "../../islands/islands.js";
import { withOpenLabels } from "../../ui/photo-gallery.js";
import { QueryState } from "../../ui/query-state.js";
import { HeadedList } from "../../ui/headed-list.js";
import { ALUMNI_MEETS } from "./alumni-page-variables.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";

/** /alumni/photo-gallery: one section per Alumni Meet, newest first; photos shown 800 by 500. */
export function AlumniPhotoGalleryPage() {
  const result = usePageData(AlumniPageDocument);
  return (
    <TitledPage headingId="alumni-gallery-heading" heading={m.galleryHeading} pageTitle={<PageTitle page={m.galleryHeading} />} element="article">
      <QueryState result={result} what={m.galleryLoading}>
        {(data) => [data.meet1, data.meet2, data.meet3].map((meet, i) => <Meet key={ALUMNI_MEETS[i]} year={ALUMNI_MEETS[i]!} photos={meet?.items ?? []} />)}
      </QueryState>
    </TitledPage>
  );
}

function Meet({ year, photos }: { year: string; photos: AlumniPictureFragment[] }) {
  const id = `alumni-meet-${year}`;
  return (
    <section aria-labelledby={id}>
      <HeadedList heading={<h2 id={id}>{m.meetHeading(year)}</h2>} items={photos} empty={m.noPhotos}>
        {(shown) => <PhotoGallery photos={withOpenLabels(shown, m.openPhoto)} className="alumni-gallery" sizes="(min-width: 52rem) 800px, 100vw" />}
      </HeadedList>
    </section>
  );
}
