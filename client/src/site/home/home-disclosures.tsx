import { rtiDisclosureItem } from "../../../../server/src/content/types/disclosures.js";
import { activeLanguage, localHref } from "../../messages/active-language.js";
import { shell } from "../../messages/shell.js";

/** The home page's links to the disclosures the law and AICTE ask for "in a prime location":
 *  right under the heading, above the slider. */
export function HomeDisclosures() {
  const rti = rtiDisclosureItem.public!;
  return (
    <nav className="home-disclosures" aria-label={shell.home.disclosuresLabel}>
      <ul>
        <li>
          <a href={localHref("/about-institute/mandatory_disclosure")}>{shell.home.aicteDisclosure}</a>
        </li>
        <li>
          <a href={localHref(rti.route)}>{rti.words[activeLanguage()].heading}</a>
        </li>
      </ul>
    </nav>
  );
}
