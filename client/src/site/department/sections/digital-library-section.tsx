import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { FileLink } from "../../../ui/file-link.js";
import { Picture } from "../../../ui/picture.js";
import { pictureAlt } from "../../../ui/picture-alt.js";
import { HeadedList, type ListSection } from "../../../ui/headed-list.js";

type Book = NonNullable<DepartmentPageQuery["digitalLibrary"]>["items"][number];

/** Digital Library: a card per book (cover, subject, department, author) linking to its stored PDF. */
export function DigitalLibrarySection({ heading, items, departmentName, empty }: ListSection<Book> & { departmentName: string }) {
  return (
    <HeadedList heading={heading} items={items} empty={empty}>
      {(items) => (
        <ul className="library-cards">
          {items.map((book) => (
            <li key={book.id} className="library-card">
              <Picture src={book.coverImage} info={book.coverImageInfo} alt={pictureAlt(book.coverImageAltText, m.library.coverAlt(book.title))} sizes="10rem" className="library-cover" />
              <h3>{book.title}</h3>
              <dl>
                <dt>{m.library.subject}</dt>
                <dd>{book.subjectName}</dd>
                <dt>{m.library.department}</dt>
                <dd>{departmentName}</dd>
                <dt>{m.library.author}</dt>
                <dd>{book.authorName}</dd>
              </dl>
              <FileLink href={book.bookPdf} info={book.bookPdfInfo}>
                {m.library.read}
                <span className="visually-hidden">: {book.title}</span>
              </FileLink>
            </li>
          ))}
        </ul>
      )}
    </HeadedList>
  );
}
