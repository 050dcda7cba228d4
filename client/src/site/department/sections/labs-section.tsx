import type { ListSection } from "../../../ui/headed-list.js";
import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { RowPicture } from "../../../ui/row-picture.js";
import { NumberedTable } from "../../../ui/numbered-table.js";
import { EmptyMessage } from "../../../ui/query-state.js";
import { contentLang } from "../../../ui/in-language.js";

type Lab = NonNullable<DepartmentPageQuery["labs"]>["items"][number];

/** Laboratories: a gallery of the labs' pictures with captions, then the table of the spec's columns. */
export function LabsSection({ heading, items, empty }: ListSection<Lab>) {
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
                <RowPicture row={lab} field="photoImage" fallbackAlt={lab.name ?? ""} titleField="name" sizes="(min-width: 48rem) 20rem, 100vw" />
                <figcaption lang={contentLang(lab, "name")}>{lab.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <NumberedTable
        rows={items}
        caption={m.labs.tableCaption}
        look="department"
        columns={[
          { header: c.name, cell: (lab) => lab.name, namesRow: true, field: "name" },
          { header: c.equipment, cell: (lab) => lab.majorEquipment, field: "majorEquipment" },
          { header: c.cost, cell: (lab) => lab.approximateCost },
          { header: c.area, cell: (lab) => lab.area },
          { header: c.coordinator, cell: (lab) => lab.coordinator },
        ]}
      />
    </>
  );
}
