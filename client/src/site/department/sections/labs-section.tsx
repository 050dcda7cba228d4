import type { ReactNode } from "react";
import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/en/department.js";
import { Picture } from "../../../ui/picture.js";
import { pictureAlt } from "../../../ui/picture-alt.js";
import { EmptyMessage } from "../../../ui/query-state.js";

type Lab = NonNullable<DepartmentPageQuery["labs"]>["items"][number];

/** Laboratories: a gallery of the labs' pictures with captions, then the table of the spec's columns. */
export function LabsSection({ heading, items, empty }: { heading: ReactNode; items: readonly Lab[]; empty: string }) {
  if (items.length === 0) {
    return (
      <>
        {heading}
        <EmptyMessage text={empty} />
      </>
    );
  }
  const pictured = items.filter((lab) => lab.photoImage);
  const c = m.labs.columns;
  return (
    <>
      {heading}
      {pictured.length > 0 && (
        <ul className="lab-gallery" aria-label={m.labs.galleryLabel}>
          {pictured.map((lab) => (
            <li key={lab.id}>
              <figure>
                <Picture src={lab.photoImage!} info={lab.photoImageInfo} alt={pictureAlt(lab.photoImageAltText, lab.name ?? "")} sizes="(min-width: 48rem) 20rem, 100vw" />
                <figcaption>{lab.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {/* A region that can take focus, so a keyboard user can scroll a wide table on a phone. */}
        <div className="table-scroll" role="region" aria-label={m.labs.tableCaption} tabIndex={0}>
        <table className="department-table">
          <caption className="visually-hidden">{m.labs.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{c.serial}</th>
              <th scope="col">{c.name}</th>
              <th scope="col">{c.equipment}</th>
              <th scope="col">{c.cost}</th>
              <th scope="col">{c.area}</th>
              <th scope="col">{c.coordinator}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((lab, index) => (
              <tr key={lab.id}>
                <td>{index + 1}</td>
                <th scope="row">{lab.name}</th>
                <td>{lab.majorEquipment}</td>
                <td>{lab.approximateCost}</td>
                <td>{lab.area}</td>
                <td>{lab.coordinator}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
