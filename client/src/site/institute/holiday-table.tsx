import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { FileLink } from "../../ui/file-link.js";
import { formatDate } from "../../ui/format-date.js";
import { contentLang } from "../../ui/in-language.js";
import { NumberedTable, type TableColumn } from "../../ui/numbered-table.js";

type Holiday = NonNullable<InstitutePageQuery["holidays"]>["items"][number];

// Made when drawn: the headers are in the page's language.
function holidayColumns(): readonly TableColumn<Holiday>[] {
  return [
    { header: m.holidayDate, cell: (holiday) => <time dateTime={holiday.date}>{formatDate(holiday.date)}</time> },
    { header: m.holiday, cell: (holiday) => holiday.title, namesRow: true, field: "title" },
    {
      header: m.holidayCircular,
      cell: (holiday) =>
        holiday.circularPdf ? (
          <FileLink href={holiday.circularPdf} info={holiday.circularPdfInfo}>
            {m.holidayCircular}
            <span className="visually-hidden">
              : <span lang={contentLang(holiday, "title")}>{holiday.title}</span>
            </span>
          </FileLink>
        ) : null,
    },
  ];
}

/** The academic holiday list of the academic calendar page: date, occasion and its circular, if any. */
export function HolidayTable({ holidays }: { holidays: readonly Holiday[] }) {
  return (
    <section className="holiday-list" aria-labelledby="holidays-heading">
      <h2 id="holidays-heading">{m.holidaysHeading}</h2>
      <NumberedTable rows={holidays} columns={holidayColumns()} caption={m.holidaysCaption} empty={m.noHolidays} look={{ extraClass: "holiday-table" }} />
    </section>
  );
}
