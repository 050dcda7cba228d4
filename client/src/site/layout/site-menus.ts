import type { LayoutData } from "./layout-data.js";
import { shell } from "../../messages/shell.js";
import { visitorMessages } from "../../messages/visitor.js";
import { contentLang } from "../../ui/in-language.js";
import { websiteMessages } from "../../messages/website.js";
import { WEBSITE_POLICIES } from "../../../../server/src/content/page-text-places.js";

// The header's menus (spec "Header and navigation"), from the layout's data where the data
// exists (departments, committees, the student corner's external links) and from the fixed
// route lists of the spec otherwise. The sitemap is built from the same model.

export interface MenuLink {
  label: string;
  href: string;
  /** An address outside this site, or a page that opens in a new tab. */
  external?: boolean;
  /** "en" when the label is stored content shown in English on a Marathi page (ui/in-language.tsx). */
  lang?: "en";
}

export interface MenuGroup {
  /** Shown above the group's links inside a menu with several groups (Academics). */
  label?: string;
  links: MenuLink[];
}

export interface Menu {
  key: string;
  label: string;
  groups: MenuGroup[];
  /** A single link in the bar instead of a dropdown (Notices, Contact us). */
  href?: string;
}

function fixed<K extends string>(base: string, labels: Record<K, string>): MenuLink[] {
  return (Object.entries(labels) as [K, string][]).map(([key, label]) => ({ label, href: `${base}/${key}` }));
}

export function dataLink(link: { title: string; url: string; opensInNewTab?: boolean | null; fallbackToEnglish?: readonly string[] }): MenuLink {
  return { label: link.title, href: link.url, external: link.opensInNewTab === true || /^https?:/.test(link.url), lang: contentLang(link, "title") };
}

/**
 * The entries the registry's public blocks ask for (server/src/content/public-types.ts), by menu
 * key, each at its place: given by the header, which the server alone draws.
 */
export type ExtraMenuLinks = Readonly<Record<string, readonly { position: number; link: MenuLink }[]>>;

function withExtra(menu: Menu, extra: ExtraMenuLinks): Menu {
  const entries = extra[menu.key];
  if (!entries || menu.groups.length === 0) return menu;
  const links = [...menu.groups[0]!.links];
  for (const entry of [...entries].sort((a, b) => a.position - b.position)) links.splice(entry.position, 0, entry.link);
  return { ...menu, groups: [{ ...menu.groups[0]!, links }, ...menu.groups.slice(1)] };
}

export function buildMenus(data: LayoutData | undefined, extra: ExtraMenuLinks = {}): Menu[] {
  return fixedMenus(data).map((menu) => withExtra(menu, extra));
}

function fixedMenus(data: LayoutData | undefined): Menu[] {
  const names = shell.pageNames;
  const departments = data?.departments.items ?? [];
  const committees = (data?.committees.items ?? []).filter((c) => c.slug);
  const cornerLinks = (data?.studentsCornerLinks.items ?? []).map(dataLink);
  const v = visitorMessages.menus;
  return [
    {
      key: "admissions",
      label: v.admissions,
      groups: [
        {
          links: [
            { label: names.confirmAdmission, href: "/confirm-admission" },
            { label: names.institute["program-offered"], href: "/about-institute/program-offered" },
            { label: names.studentsCorner["fee-structure"], href: "/students-corner/fee-structure" },
            { label: names.studentsCorner.scholarship, href: "/students-corner/scholarship" },
          ],
        },
      ],
    },
    { key: "notices", label: v.notices, href: "/notices", groups: [] },
    {
      key: "academics",
      label: shell.menus.academics,
      groups: [
        { label: shell.menus.departments, links: departments.map((d) => ({ label: d.name, href: `/dept/${d.slug}/about-department`, lang: contentLang(d, "name") })) },
        { label: shell.menus.facilities, links: fixed("/facilities", names.facilities) },
        { label: shell.menus.accreditation, links: fixed("/accreditation-reports", names.accreditation) },
      ],
    },
    {
      key: "student-corner",
      label: shell.menus.studentCorner,
      groups: [
        {
          links: [
            { label: names.institute["about-institute"], href: "/about-institute/about-institute" },
            { label: names.institute["program-offered"], href: "/about-institute/program-offered" },
            { label: names.gpsInNews, href: "/gps-in-news" },
            ...cornerLinks.slice(0, 1),
            ...fixed("/students-corner", names.studentsCorner),
            ...cornerLinks.slice(1),
          ],
        },
      ],
    },
    {
      key: "committees",
      label: shell.menus.committees,
      groups: [{ links: committees.map((c) => ({ label: c.name, href: `/committe/${c.slug}`, lang: contentLang(c, "name") })) }],
    },
    { key: "alumni", label: shell.menus.alumni, groups: [{ links: fixed("/alumni", names.alumni) }] },
    {
      key: "policies",
      label: shell.menus.policies,
      groups: [{ links: policyLinks(data) }, { label: websiteMessages.websitePolicies, links: websitePolicyLinks() }],
    },
  ];
}

/** Each policy document opens itself (its PDF, in a new tab); without any, the four names lead to the policies page. */
function policyLinks(data: LayoutData | undefined): MenuLink[] {
  const documents = data?.policies.items ?? [];
  if (documents.length === 0) return shell.pageNames.policies.map((label) => ({ label, href: "/about-institute/policies" }));
  return documents.map((d) => ({ label: d.title, href: d.documentPdf, external: true, lang: contentLang(d, "title") }));
}

/** The website's own policies (GIGW), each its own page at /website-policies/{policy}. */
function websitePolicyLinks(): MenuLink[] {
  return WEBSITE_POLICIES.map((policy) => {
    const key = `website-policies/${policy}`;
    return { label: websiteMessages.pageNames[key] ?? key, href: `/${key}` };
  });
}

/** The header's single links beside the menus (made when drawn: in the page's language). */
export function topLinks(): MenuLink[] {
  return [
    { label: shell.menus.trainingPlacements, href: "/training-placements" },
    { label: shell.menus.research, href: "/Achievements/Patents" },
    { label: visitorMessages.menus.contact, href: "/contact" },
  ];
}
