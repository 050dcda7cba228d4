import { usePageData } from "../page-loader.js";
import { Link } from "react-router-dom";
import { SiteLayoutDocument } from "../../graphql/generated/graphql.js";
import { contentLang } from "../../ui/in-language.js";
import { shell } from "../../messages/shell.js";
import { visitorMessages } from "../../messages/visitor.js";
import { ACCREDITATION_PAGES } from "../accreditation/accreditation-page-variables.js";
import { DEPARTMENT_SECTIONS } from "../department/department-page-variables.js";
import { FACILITIES } from "../facilities/facility-page-variables.js";
import { INSTITUTE_PAGES } from "../institute/institute-page-variables.js";
import { STUDENTS_CORNER_PAGES } from "../students-corner/students-corner-page-variables.js";
import { publicListLinks, publicPageOf } from "../public-lists/public-links.js";
import { websitePageLinks } from "../website-pages/website-pages-menu.js";
import { websiteMessages } from "../../messages/website.js";
import { PageTitle } from "./page-title.js";

// /sitemap: every public page as a link, grouped as in the menus. The fixed pages come from
// the same lists the pages and menus use; departments (with the sections each one offers)
// and committees come from the layout's data, already in the cache.

interface SitemapLink {
  label: string;
  href: string;
  /** "en" for a stored name shown in English on a Marathi page. */
  lang?: "en";
}
interface SitemapGroup {
  key: string;
  title: string;
  titleLang?: "en";
  links: SitemapLink[];
  /** Departments: one sub-list per department. */
  children?: SitemapGroup[];
}

function pages(base: string, keys: string[], labels: Record<string, string>): SitemapLink[] {
  return keys.map((key) => ({ label: labels[key] ?? key, href: `${base}/${encodeURIComponent(key)}` }));
}

export function SitemapPage() {
  const names = shell.pageNames;
  const menus = shell.menus;
  const { data } = usePageData(SiteLayoutDocument);
  const allSections = Object.keys(DEPARTMENT_SECTIONS);
  const departments: SitemapGroup[] = (data?.departments.items ?? []).map((d) => ({
    key: d.slug,
    title: d.name,
    titleLang: contentLang(d, "name"),
    links: pages(`/dept/${d.slug}`, d.sections.length > 0 ? d.sections : allSections, names.departmentSections),
  }));
  const groups: SitemapGroup[] = [
    {
      key: "general",
      title: shell.sitemap.general,
      links: [
        { label: names.home, href: "/" },
        { label: names.gpsInNews, href: "/gps-in-news" },
        { label: publicPageOf("rtiDisclosureItem").words.heading, href: publicPageOf("rtiDisclosureItem").href },
        ...publicListLinks(),
        { label: names.trainingPlacements, href: "/training-placements" },
        { label: names.research, href: "/Achievements/Patents" },
        { label: names.confirmAdmission, href: "/confirm-admission" },
        { label: visitorMessages.contact.title, href: "/contact" },
        { label: names.sitemap, href: "/sitemap" },
      ],
    },
    { key: "institute", title: shell.sitemap.institute, links: pages("/about-institute", Object.keys(INSTITUTE_PAGES), names.institute) },
    { key: "departments", title: shell.sitemap.departments, links: [], children: departments },
    { key: "facilities", title: menus.facilities, links: pages("/facilities", Object.keys(FACILITIES), names.facilities) },
    { key: "students-corner", title: menus.studentCorner, links: pages("/students-corner", Object.keys(STUDENTS_CORNER_PAGES), names.studentsCorner) },
    { key: "accreditation", title: menus.accreditation, links: pages("/accreditation-reports", Object.keys(ACCREDITATION_PAGES), names.accreditation) },
    {
      key: "committees",
      title: menus.committees,
      links: (data?.committees.items ?? []).filter((c) => c.slug).map((c) => ({ label: c.name, href: `/committe/${c.slug}`, lang: contentLang(c, "name") })),
    },
    { key: "alumni", title: menus.alumni, links: pages("/alumni", Object.keys(names.alumni), names.alumni) },
    { key: "website", title: websiteMessages.aboutThisWebsite, links: websitePageLinks() },
  ];

  return (
    <section className="page sitemap">
      <PageTitle page={shell.sitemap.title} />
      <h1>{shell.sitemap.title}</h1>
      <p>{shell.sitemap.intro}</p>
      <div className="sitemap-groups">
        {groups.map((group) => (
          <section key={group.key} className="sitemap-group" aria-labelledby={`sitemap-${group.key}`}>
            <h2 id={`sitemap-${group.key}`}>{group.title}</h2>
            {group.links.length > 0 && <LinkList links={group.links} />}
            {group.children?.map((child) => (
              <section key={child.key} aria-labelledby={`sitemap-dept-${child.key}`}>
                <h3 id={`sitemap-dept-${child.key}`} lang={child.titleLang}>
                  {child.title}
                </h3>
                <LinkList links={child.links} />
              </section>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}

function LinkList({ links }: { links: SitemapLink[] }) {
  return (
    <ul>
      {links.map((link, i) => (
        <li key={`${link.href}-${i}`}>
          <Link to={link.href} lang={link.lang}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
