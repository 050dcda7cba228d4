import type { ContactPageQuery, PersonContactFragment } from "../../graphql/generated/graphql.js";
import { contentLang } from "../../ui/in-language.js";

/** One card of "Whom to contact": the staff data's designation, name, phone, e-mail and department (null: the whole institute's). */
export interface ContactCard {
  id: string;
  role: string;
  roleLang: "en" | undefined;
  name: string;
  nameLang: "en" | undefined;
  phone: string | null | undefined;
  email: string | null | undefined;
  /** The department's slug; null for the institute's own roles (principal, office, RTI officers). */
  department: string | null;
}

type DepartmentStaff = ContactPageQuery["departmentStaff"]["items"][number];

/** An institute-wide person (the people lists) as a card. */
export function personCard(person: PersonContactFragment): ContactCard {
  const { id, name, phone, email } = person;
  return {
    id: `person-${id}`,
    role: person.role ?? "",
    roleLang: contentLang(person, "role"),
    name,
    nameLang: contentLang(person, "name"),
    phone,
    email,
    department: null,
  };
}

/** Each department's head: its first-listed teacher (the list comes in position order). */
export function departmentHeads(staff: readonly DepartmentStaff[]): ContactCard[] {
  const seen = new Set<string>();
  return staff.flatMap((member) => {
    if (seen.has(member.department)) return [];
    seen.add(member.department);
    const { id, name, email, department } = member;
    return [
      {
        id: `staff-${id}`,
        role: member.designation,
        roleLang: contentLang(member, "designation"),
        name,
        nameLang: contentLang(member, "name"),
        phone: member.contact,
        email,
        department,
      },
    ];
  });
}

/**
 * Whom to contact, one card per designation and department: the first of each in the order given
 * (principal, placement team, RTI officers, office staff, then the departments' heads), so the
 * list stays short (the office staff's 25 rows are on /about-institute/office-staff) and every
 * designation appears once per department.
 */
export function onePerDesignation(cards: readonly ContactCard[]): ContactCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const key = `${card.department ?? ""}\n${card.role.trim().toLowerCase()}`;
    if (!card.role.trim() || seen.has(key) || (!card.phone && !card.email)) return false;
    seen.add(key);
    return true;
  });
}
