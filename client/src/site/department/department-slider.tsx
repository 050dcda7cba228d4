import type { DepartmentPageQuery } from "../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../messages/department.js";
import { SliderIsland as Slider } from "../../islands/islands.js";
import { galleryLangs } from "../../ui/in-language.js";

/** The spec's department slider: a new picture every 3 seconds. */
const INTERVAL_MS = 3000;

/** The department's pictures, or the electronics set when it has none (the document asks for both). */
export function DepartmentSlider({ data, departmentName }: { data: DepartmentPageQuery; departmentName: string }) {
  const own = data.slider.items;
  const pictures = own.length > 0 ? own : (data.fallbackSlider?.items ?? []);
  if (pictures.length === 0) return null;
  return (
    <div className="department-slider">
      <Slider
        slides={pictures.map((picture, index) => ({
          key: `${index}-${picture.image}`,
          image: picture.image,
          imageInfo: picture.imageInfo,
          alt: picture.altText,
          caption: picture.caption ?? undefined,
          ...galleryLangs(picture),
        }))}
        intervalMs={INTERVAL_MS}
        label={m.sliderLabel(departmentName)}
        effect="slide"
        sizes="(min-width: 72rem) 54rem, (min-width: 56rem) 70vw, 100vw"
      />
    </div>
  );
}
