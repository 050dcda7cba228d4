import type { GalleryPictureFragment } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { Picture } from "../../ui/picture.js";
import { contentLang } from "../../ui/in-language.js";

/** The recruiters' logos in a strip that scrolls sideways (in CSS; still for a visitor who asks
 *  for reduced motion). The logos are shown twice so the loop is seamless; the copy is hidden
 *  from screen readers. */
export function RecruiterStrip({ logos }: { logos: readonly GalleryPictureFragment[] }) {
  if (logos.length === 0) return null;
  const list = (copy: boolean) => (
    <ul className="recruiter-strip-list" aria-hidden={copy || undefined}>
      {logos.map((logo) => (
        <li key={logo.id}>
          <Picture src={logo.image} info={logo.imageInfo} alt={copy ? "" : logo.altText} lang={copy ? undefined : contentLang(logo, "altText")} sizes="10rem" />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="recruiter-strip" aria-labelledby="recruiter-strip-heading">
      <h2 id="recruiter-strip-heading">{m.recruitersHeading}</h2>
      <div className="recruiter-strip-window">
        <div className="recruiter-strip-track">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
