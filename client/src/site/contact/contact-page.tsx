import { joinPageData, usePageData } from "../page-loader.js";
import { ContactPageDocument, SiteLayoutDocument, SiteSettingsDocument } from "../../graphql/generated/graphql.js";
import { Link } from "react-router-dom";
import { visitorMessages } from "../../messages/visitor.js";
import { EmailLink, PhoneLink } from "../../ui/contact-links.js";
import { contentLang } from "../../ui/in-language.js";
import { Picture } from "../../ui/picture.js";
import { QueryState } from "../../ui/query-state.js";
import { HeadedItems } from "../../ui/headed-items.js";
import { PageTitle } from "../layout/page-title.js";
import { TitledPage } from "../titled-page.js";
import { departmentHeads, onePerDesignation, personCard } from "./contact-people.js";

/** /contact: address, office hours, the office's phone and e-mail, whom to contact by designation (with each one's department), the map. */
export function ContactPage() {
  const m = visitorMessages.contact;
  const result = joinPageData(usePageData(ContactPageDocument), usePageData(SiteSettingsDocument));
  // The departments are the layout's (already in the cache): each one's staff page lists its people's phones and e-mails.
  const departments = usePageData(SiteLayoutDocument).data?.departments.items ?? [];
  return (
    <TitledPage headingId="contact-heading" heading={m.title} pageTitle={<PageTitle page={m.title} />} className="contact-page">
      <QueryState result={result} what={m.title}>
        {(data) => {
          const settings = data.siteSettings;
          const institute = [data.principal.items, data.placementTeam.items, data.rtiOfficers.items, data.officeStaff.items].flat().map(personCard);
          const people = onePerDesignation([...institute, ...departmentHeads(data.departmentStaff.items)]);
          const departmentOf = new Map(departments.map((d) => [d.slug, d]));
          const map = data.map.items[0];
          return (
            <>
              <div className="contact-office">
                <section aria-labelledby="contact-address">
                  <h2 id="contact-address">{m.address}</h2>
                  <address lang={contentLang(settings, "address")}>{settings.address}</address>
                  <p className="contact-lines">
                    <span>
                      {m.phone}: <PhoneLink number={settings.phone} />
                    </span>
                    <span>
                      {m.email}: <EmailLink address={settings.email} />
                    </span>
                  </p>
                </section>
                <section aria-labelledby="contact-hours">
                  <h2 id="contact-hours">{m.officeHours}</h2>
                  <p>{m.officeHoursText}</p>
                </section>
              </div>
              <section aria-labelledby="contact-whom">
                <HeadedItems heading={<h2 id="contact-whom">{m.whom}</h2>} items={people} empty={m.noStaff} listClassName="contact-cards" itemClassName="contact-card">
                  {(person) => (
                    <>
                      <p className="contact-role" lang={person.roleLang}>
                        {person.role}
                      </p>
                      <p className="contact-name" lang={person.nameLang}>
                        {person.name}
                      </p>
                      <DepartmentLine slug={person.department} department={person.department ? departmentOf.get(person.department) : undefined} />
                      {person.phone && (
                        <p>
                          <span className="visually-hidden">{m.phone}: </span>
                          <PhoneLink number={person.phone} />
                        </p>
                      )}
                      {person.email && (
                        <p>
                          <span className="visually-hidden">{m.email}: </span>
                          <EmailLink address={person.email} />
                        </p>
                      )}
                    </>
                  )}
                </HeadedItems>
              </section>
              {departments.length > 0 && (
                <section aria-labelledby="contact-departments">
                  <h2 id="contact-departments">{m.departments}</h2>
                  <p>{m.departmentsText}</p>
                  <ul className="contact-departments">
                    {departments.map((d) => (
                      <li key={d.slug}>
                        <Link to={`/dept/${d.slug}/faculties`} lang={contentLang(d, "name")}>
                          {d.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {map && (
                <section aria-labelledby="contact-map">
                  <h2 id="contact-map">{m.map}</h2>
                  <Picture
                    src={map.image}
                    info={map.imageInfo}
                    alt={map.altText}
                    lang={contentLang(map, "altText")}
                    sizes="(min-width: 64rem) 48rem, 100vw"
                    className="contact-map"
                  />
                </section>
              )}
            </>
          );
        }}
      </QueryState>
    </TitledPage>
  );
}

type LayoutDepartment = { slug: string; name: string; fallbackToEnglish?: readonly string[] | null };

/** A card's department: its name (the slug if the layout does not know it), or the whole institute's for the principal's and the office's roles. */
function DepartmentLine({ slug, department }: { slug: string | null; department: LayoutDepartment | undefined }) {
  const m = visitorMessages.contact;
  return (
    <p className="contact-department">
      <span className="visually-hidden">{m.department}: </span>
      {slug === null ? m.wholeInstitute : <span lang={department ? contentLang(department, "name") : undefined}>{department?.name ?? slug}</span>}
    </p>
  );
}
