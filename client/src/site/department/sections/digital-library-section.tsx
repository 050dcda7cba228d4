import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { FileLink } from "../../../ui/file-link.js";
import { RowPicture } from "../../../ui/row-picture.js";
import { HeadedItems } from "../../../ui/headed-items.js";
import type { ListSection } from "../../../ui/headed-list.js";
import { contentLang, InEnglishMark } from "../../../ui/in-language.js";

type Book = NonNullable<DepartmentPageQuery["digitalLibrary"]>["items"][number];

/** Digital Library: a card per book (cover, subject, department, author) linking to its stored PDF. */
export function DigitalLibrarySection({ departmentName, departmentLang, ...section }: ListSection<Book> & { departmentName: string; departmentLang?: "en" | undefined }) {
  return (
    <HeadedItems {...section} listClassName="library-cards" itemClassName="library-card">
      {(book) => (
        <>
          <RowPicture row={book} field="coverImage" fallbackAlt={m.library.coverAlt(book.title)} sizes="10rem" className="library-cover" />
          <h3>
            <span lang={contentLang(book, "title")}>{book.title}</span>
            <InEnglishMark lang={contentLang(book, "title")} />
          </h3>
          <dl>
            <dt>{m.library.subject}</dt>
            <dd lang={contentLang(book, "subjectName")}>{book.subjectName}</dd>
            <dt>{m.library.department}</dt>
            <dd lang={departmentLang}>{departmentName}</dd>
            <dt>{m.library.author}</dt>
            <dd>{book.authorName}</dd>
          </dl>
          <FileLink href={book.bookPdf} info={book.bookPdfInfo}>
            {m.library.read}
            <span className="visually-hidden">
              : <span lang={contentLang(book, "title")}>{book.title}</span>
            </span>
          </FileLink>
        </>
      )}
    </HeadedItems>
  );
}
