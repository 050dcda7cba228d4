import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/en/institute.js";
import { Picture } from "../../ui/picture.js";
import { pictureAlt } from "../../ui/picture-alt.js";

type Person = NonNullable<InstitutePageQuery["people"]>["items"][number];

/** A table of people (office staff with their photos, the RTI officers): name, designation,
 *  mobile number and e-mail. */
export function PeopleTable({ people, withPhotos, caption }: { people: readonly Person[]; withPhotos: boolean; caption: string }) {
  const withEmail = people.some((person) => person.email);
  return (
    <div className="table-scroll">
      <table className="data-table people-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.serial}</th>
            {withPhotos ? <th scope="col">{m.photo}</th> : null}
            <th scope="col">{m.name}</th>
            <th scope="col">{m.mobile}</th>
            <th scope="col">{m.designation}</th>
            {withEmail ? <th scope="col">{m.email}</th> : null}
          </tr>
        </thead>
        <tbody>
          {people.map((person, index) => (
            <tr key={person.id}>
              <td>{index + 1}</td>
              {withPhotos ? (
                <td className="people-table-photo">
                  {person.photoImage ? <Picture src={person.photoImage} info={person.photoImageInfo} alt={pictureAlt(person.photoImageAltText, person.name)} sizes="4rem" /> : m.noPhoto}
                </td>
              ) : null}
              <th scope="row">{person.name}</th>
              <td>{person.phone ? <a href={`tel:${person.phone.replace(/[^\d+]/g, "")}`}>{person.phone}</a> : null}</td>
              <td>{person.role}</td>
              {withEmail ? <td>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
