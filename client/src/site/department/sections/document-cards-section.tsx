import { departmentMessages as m } from "../../../messages/department.js";
import { FileLink, type FileInfoLike } from "../../../ui/file-link.js";
import { HeadedItems } from "../../../ui/headed-items.js";
import type { ListSection } from "../../../ui/headed-list.js";

/** One session's two documents (time table, result analysis). */
export interface OddEvenDocuments {
  id: string;
  session: string;
  oddSemesterPdf: string;
  oddSemesterPdfInfo?: FileInfoLike | null;
  evenSemesterPdf: string;
  evenSemesterPdfInfo?: FileInfoLike | null;
}

/** The spec's limit on Result Analysis and Timetable cards. */
const MAX_CARDS = 6;

/** Result Analysis and Timetable: a card per session with its odd- and even-semester PDFs, two per row. */
export function DocumentCardsSection(section: ListSection<OddEvenDocuments>) {
  return (
    <HeadedItems {...section} items={section.items.slice(0, MAX_CARDS)} listClassName="document-cards" itemClassName="document-card">
      {(item) => (
        <>
          <h3>{m.documents.session(item.session)}</h3>
          <ul>
            <li>
              <FileLink href={item.oddSemesterPdf} info={item.oddSemesterPdfInfo}>
                {m.documents.oddSemesters}
              </FileLink>
            </li>
            <li>
              <FileLink href={item.evenSemesterPdf} info={item.evenSemesterPdfInfo}>
                {m.documents.evenSemesters}
              </FileLink>
            </li>
          </ul>
        </>
      )}
    </HeadedItems>
  );
}
