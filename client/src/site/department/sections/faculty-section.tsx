import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { RowPicture } from "../../../ui/row-picture.js";
import { EmailLink, PhoneLink } from "../../../ui/contact-links.js";
import { HeadedItems } from "../../../ui/headed-items.js";
import type { ListSection } from "../../../ui/headed-list.js";
import { contentLang } from "../../../ui/in-language.js";

type Faculty = NonNullable<DepartmentPageQuery["facultyStaff"]>["items"][number];

/** Faculties: a card per teacher with photo, designation, qualification, experience and contacts. */
export function FacultySection(section: ListSection<Faculty>) {
  return (
    <HeadedItems {...section} listClassName="faculty-cards" itemClassName="faculty-card">
      {(person) => (
        <>
          <RowPicture row={person} field="photoImage" fallbackAlt={m.faculty.photoAlt(person.name)} sizes="8rem" className="faculty-photo" />
          <div>
            <h3>{person.name}</h3>
            <p className="faculty-designation" lang={contentLang(person, "designation")}>
              {person.designation}
            </p>
            <dl>
              <dt>{m.faculty.qualification}</dt>
              <dd>{person.qualification}</dd>
              <dt>{m.faculty.experienceLabel}</dt>
              <dd>{m.faculty.experience(person.experience)}</dd>
              <dt>{m.faculty.contact}</dt>
              <dd>
                <PhoneLink number={person.contact} />
              </dd>
              <dt>{m.faculty.email}</dt>
              <dd>
                <EmailLink address={person.email} />
              </dd>
            </dl>
          </div>
        </>
      )}
    </HeadedItems>
  );
}
