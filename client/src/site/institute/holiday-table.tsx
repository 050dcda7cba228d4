import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/en/institute.js";
import { FileLink } from "../../ui/file-link.js";
import { formatDate } from "../../ui/format-date.js";
import { EmptyMessage } from "../../ui/query-state.js";

type Holiday = NonNullable<InstitutePageQuery["holidays"]>["items"][number];

/** The academic holiday list of the academic calendar page: date, occasion and its circular, if any. */
export function HolidayTable({ holidays }: { holidays: readonly Holiday[] }) {
  return (
    <section className="holiday-list" aria-labelledby="holidays-heading">
      <h2 id="holidays-heading">{m.holidaysHeading}</h2>
      {holidays.length === 0 ? (
        <EmptyMessage text={m.noHolidays} />
      ) : (
        <div className="table-scroll">
          <table className="data-table holiday-table">
            <caption className="visually-hidden">{m.holidaysCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.holidayDate}</th>
                <th scope="col">{m.holiday}</th>
                <th scope="col">{m.holidayCircular}</th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((holiday) => (
                <tr key={holiday.id}>
                  <td>
                    <time dateTime={holiday.date}>{formatDate(holiday.date)}</time>
                  </td>
                  <th scope="row">{holiday.title}</th>
                  <td>
                    {holiday.circularPdf ? (
                      <FileLink href={holiday.circularPdf} info={holiday.circularPdfInfo}>
                        {m.holidayCircular}
                        <span className="visually-hidden">: {holiday.title}</span>
                      </FileLink>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
