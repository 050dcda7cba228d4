import { studentsCornerMessages as m } from "../../messages/students-corner.js";
import { AreaMenu } from "../area-menu.js";
import { PublishedLinkItems, type PublishedLinkData } from "../institute/published-link.js";
import { STUDENTS_CORNER_PAGES } from "./students-corner-page-variables.js";

type StudentLink = PublishedLinkData & { id: string };

/** The student corner's pages, and its links elsewhere (the grievance form, the services portal). */
export function StudentsCornerMenu({ links }: { links: readonly StudentLink[] }) {
  return (
    <AreaMenu label={m.menuLabel} basePath="/students-corner" pages={Object.keys(STUDENTS_CORNER_PAGES)} titles={m.titles}>
      <PublishedLinkItems links={links} />
    </AreaMenu>
  );
}
