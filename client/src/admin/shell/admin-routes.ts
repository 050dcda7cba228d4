import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";

// The administration area's routes and side navigation, read from the registry entries'
// `admin` blocks: /admin-login/{page} selects an add form or a manage table by name.

export type AdminView = { view: "add" | "manage"; spec: ContentTypeSpec };

export const adminRoutes: ReadonlyMap<string, AdminView> = new Map(
  CONTENT_TYPE_LIST.flatMap((spec): [string, AdminView][] => [
    [spec.admin.addRoute, { view: "add", spec }],
    [spec.admin.manageRoute, { view: "manage", spec }],
  ]),
);

/** The views that are not a content type's add form or manage table, with their navigation labels. */
export const ADMIN_SETTINGS_LINKS = [
  { route: "add-admin", label: "Add Admin" },
  { route: "manage-admins", label: "Manage Admins" },
  { route: "site-settings", label: "Site Settings" },
  { route: "webhooks", label: "Webhooks" },
  { route: "api-tokens", label: "API Tokens" },
  { route: "my-password", label: "Change my password" },
  { route: "activity", label: "Activity" },
] as const;
export type AdminSettingsRoute = (typeof ADMIN_SETTINGS_LINKS)[number]["route"];
export const ADMIN_SETTINGS_ROUTES: readonly AdminSettingsRoute[] = ADMIN_SETTINGS_LINKS.map((link) => link.route);

/** The Trash view: rows deleted from any type, to restore or delete for ever. */
export const TRASH_ROUTE = "trash";

export interface NavigationLink {
  route: string;
  label: string;
}
export interface NavigationGroup {
  title: string;
  links: NavigationLink[];
}

const FORM_GROUPS: readonly { group: ContentTypeSpec["admin"]["group"]; title: string }[] = [
  { group: "College", title: "College Forms" },
  { group: "Faculty", title: "Faculty Forms" },
  { group: "Department", title: "Department Forms" },
  { group: "Site", title: "Site Forms" },
  { group: "Submissions", title: "Public Form Entries" },
];

/** A row's History: /admin-login/history/{type key}/{id}. */
export const historyPath = (spec: ContentTypeSpec, id: string | number) => `/admin-login/history/${spec.key}/${id}`;
export const HISTORY_PAGE = /^history\/([A-Za-z]+)\/([1-9][0-9]*)$/;

export const addLabel = (spec: ContentTypeSpec) => spec.admin.navLabel ?? spec.pluralLabel;
export const formHeading = (spec: ContentTypeSpec) => spec.admin.heading ?? `${spec.label} Form`;
export const manageHeading = (spec: ContentTypeSpec) => `Manage ${addLabel(spec)}`;

/** The side navigation: the spec's groups first, then the types it does not list, then Admin Settings. */
export function navigationGroups(types: readonly ContentTypeSpec[] = CONTENT_TYPE_LIST): NavigationGroup[] {
  const forms = FORM_GROUPS.map(({ group, title }) => ({
    title,
    links: types.filter((spec) => spec.admin.group === group).map((spec) => ({ route: spec.admin.addRoute, label: addLabel(spec) })),
  })).filter((group) => group.links.length > 0);
  const manage = {
    title: "Manage Data",
    links: [...types.map((spec) => ({ route: spec.admin.manageRoute, label: addLabel(spec) })), { route: TRASH_ROUTE, label: "Trash" }],
  };
  const settings = { title: "Admin Settings", links: ADMIN_SETTINGS_LINKS.map((link) => ({ ...link })) };
  return [...forms, manage, settings];
}
