import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { EmailLink, PhoneLink } from "../../ui/contact-links.js";
import { NumberedTable, type TableColumn } from "../../ui/numbered-table.js";
import { RowPicture } from "../../ui/row-picture.js";

type Person = NonNullable<InstitutePageQuery["people"]>["items"][number];

/** A table of people (office staff with their photos, the RTI officers): name, designation,
 *  mobile number and e-mail. */
export function PeopleTable({ people, withPhotos, caption }: { people: readonly Person[]; withPhotos: boolean; caption: string }) {
  const withEmail = people.some((person) => person.email);
  const columns: (TableColumn<Person> | false)[] = [
    withPhotos && {
      header: m.photo,
      className: "people-table-photo",
      cell: (person) => (person.photoImage ? <RowPicture row={person} field="photoImage" fallbackAlt={person.name} sizes="4rem" /> : m.noPhoto),
    },
    { header: m.name, cell: (person) => person.name, namesRow: true },
    { header: m.mobile, cell: (person) => <PhoneLink number={person.phone} /> },
    { header: m.designation, cell: (person) => person.role, field: "role" },
    withEmail && { header: m.email, cell: (person) => <EmailLink address={person.email} /> },
  ];
  return <NumberedTable rows={people} caption={caption} look={{ extraClass: "people-table" }} columns={columns.filter((c) => c !== false)} />;
}
