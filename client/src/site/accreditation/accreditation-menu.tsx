import { accreditationMessages as m } from "../../messages/accreditation.js";
import { AreaMenu } from "../area-menu.js";
import { ACCREDITATION_PAGES } from "./accreditation-page-variables.js";

/** Links to the other accreditation pages (the current one marked for screen readers). */
export function AccreditationMenu() {
  return <AreaMenu label={m.menuLabel} basePath="/accreditation-reports" pages={Object.keys(ACCREDITATION_PAGES)} titles={m.titles} />;
}
