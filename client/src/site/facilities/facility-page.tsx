import { usePageData } from "../page-loader.js";
import { useParams } from "react-router-dom";
import { FacilityPageDocument, type FacilityPageQuery } from "../../graphql/generated/graphql.js";
import { facilitiesMessages as m } from "../../messages/facilities.js";
import { shell } from "../../messages/shell.js";
import { PhotoGalleryIsland as PhotoGallery, SliderIsland as Slider } from "../../islands/islands.js";
import { contentLang, galleryLangs } from "../../ui/in-language.js";
import { withOpenLabels } from "../../ui/photo-gallery.js";
import { EmptyMessage, QueryState } from "../../ui/query-state.js";
import { DocumentsSection } from "../documents-section.js";
import { facilityPageVariables } from "./facility-page-variables.js";
import { MissingItem } from "../missing-item.js";
import { TitledPage } from "../titled-page.js";
import { PageTitle } from "../layout/page-title.js";
import { PageTextContent } from "../institute/page-text-section.js";

/** The library's photos rotate every 3 seconds (spec §9). */
const LIBRARY_SLIDER_MS = 3000;

/** /facilities/{facility}: the facility's text, its photos and (girls hostel) committee documents. */
export function FacilityPage() {
  const facility = useParams().facility ?? "";
  const variables = facilityPageVariables(facility);
  const result = usePageData(FacilityPageDocument);
  if (variables === null) return <UnknownFacility />;
  // The facility's name as the menus give it, when it has no page text yet.
  const name = (shell.pageNames.facilities as Record<string, string>)[facility] ?? facility;

  return (
    <QueryState result={result} what={m.loading}>
      {(data) => (
        // A stored title with no Marathi yet: a Marathi page names the facility in its own words instead.
        <TitledPage
          headingId="facility-heading"
          heading={(!contentLang(data.text, "title") && data.text?.title) || name}
          pageTitle={<PageTitle page={(!contentLang(data.text, "title") && data.text?.title) || name} />}
          element="article"
          className="facility-page"
        >
          {facility === "library" && data.pictures && data.pictures.items.length > 0 && (
            <Slider
              label={m.sliderLabel(name)}
              intervalMs={LIBRARY_SLIDER_MS}
              sizes="(min-width: 72rem) 72rem, 100vw"
              slides={data.pictures.items.map((p) => ({ key: p.id, image: p.image, imageInfo: p.imageInfo, alt: p.altText, caption: p.caption, ...galleryLangs(p) }))}
            />
          )}
          <FacilityText text={data.text} />
          {facility !== "library" && data.pictures && <Gallery pictures={data.pictures.items} />}
          {data.documents && <DocumentsSection id="facility-documents" heading={m.documentsHeading} documents={data.documents.items} empty={m.noDocuments} />}
        </TitledPage>
      )}
    </QueryState>
  );
}

function UnknownFacility() {
  return (
    <section className="page more-page" aria-labelledby="facility-heading">
      <MissingItem heading={m.notFoundHeading} headingId="facility-heading" text={m.notFound} />
    </section>
  );
}

function FacilityText({ text }: { text: FacilityPageQuery["text"] }) {
  if (!text) return <EmptyMessage text={m.noText} />;
  return <PageTextContent text={text} />;
}

type Pictures = NonNullable<FacilityPageQuery["pictures"]>["items"];

function Gallery({ pictures }: { pictures: Pictures }) {
  if (pictures.length === 0) return null;
  return (
    <section aria-labelledby="facility-gallery">
      <h2 id="facility-gallery">{m.galleryHeading}</h2>
      <p>{m.galleryHint}</p>
      <PhotoGallery photos={withOpenLabels(pictures, m.openPhoto)} />
    </section>
  );
}
