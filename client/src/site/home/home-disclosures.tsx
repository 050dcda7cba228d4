import { publicPageOf } from "../public-lists/public-links.js";
import { localHref } from "../../messages/active-language.js";
import { shell } from "../../messages/shell.js";

/** The home page's links to the disclosures the law and AICTE ask for "in a prime location":
 *  right under the heading, above the slider. */
export function HomeDisclosures() {
  const rti = publicPageOf("rtiDisclosureItem");
  return (
    <nav className="home-disclosures" aria-label={shell.home.disclosuresLabel}>
      <ul>
        <li>
          <a href={localHref("/about-institute/mandatory_disclosure")}>{shell.home.aicteDisclosure}</a>
        </li>
        <li>
          <a href={localHref(rti.href)}>{rti.words.heading}</a>
        </li>
      </ul>
    </nav>
  );
}
