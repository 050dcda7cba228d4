import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import { adminShellMessages as m } from "../../messages/admin-shell.js";
import { navLabel, specHeading, typeLabel } from "../../messages/admin-registry.js";

// The administration area's routes and side navigation, read from the registry entries'
// `admin` blocks: /admin-login/{page} selects an add form or a manage table by name.

export type AdminView = { view: "add" | "manage"; spec: ContentTypeSpec };

export const adminRoutes: ReadonlyMap<string, AdminView> = new Map(
  CONTENT_TYPE_LIST.flatMap((spec): [string, AdminView][] => [
    [spec.admin.addRoute, { view: "add", spec }],
    [spec.admin.manageRoute, { view: "manage", spec }],
  ]),
);

/** The views that are not a content type's add form or manage table (their navigation labels: messages/en/admin-shell.ts). */
export const ADMIN_SETTINGS_ROUTES = ["add-admin", "manage-admins", "site-settings", "webhooks", "api-tokens", "my-password", "two-step", "activity"] as const;
export type AdminSettingsRoute = (typeof ADMIN_SETTINGS_ROUTES)[number];

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

/** The side navigation's groups of add forms, in order (their titles: messages/en/admin-shell.ts). */
const FORM_GROUPS: readonly ContentTypeSpec["admin"]["group"][] = ["College", "Faculty", "Department", "Site", "Submissions"];

/** A row's History: /admin-login/history/{type key}/{id}. */
export const historyPath = (spec: ContentTypeSpec, id: string | number) => `/admin-login/history/${spec.key}/${id}`;
export const HISTORY_PAGE = /^history\/([A-Za-z]+)\/([1-9][0-9]*)$/;

// In the panel's language (messages/admin-registry.ts), read when drawn.
export const addLabel = navLabel;
export const formHeading = (spec: ContentTypeSpec) => specHeading(spec) ?? m.formHeading(typeLabel(spec));
export const manageHeading = (spec: ContentTypeSpec) => m.manageHeading(addLabel(spec));

/** The side navigation: the spec's groups first, then the types it does not list, then Admin Settings. */
export function navigationGroups(types: readonly ContentTypeSpec[] = CONTENT_TYPE_LIST): NavigationGroup[] {
  const forms = FORM_GROUPS.map((group) => ({
    title: m.groups[group],
    links: types.filter((spec) => spec.admin.group === group).map((spec) => ({ route: spec.admin.addRoute, label: addLabel(spec) })),
  })).filter((group) => group.links.length > 0);
  const manage = {
    title: m.groups.manage,
    links: [...types.map((spec) => ({ route: spec.admin.manageRoute, label: addLabel(spec) })), { route: TRASH_ROUTE, label: m.trash }],
  };
  const settings = { title: m.groups.settings, links: ADMIN_SETTINGS_ROUTES.map((route) => ({ route, label: m.settingsLinks[route] })) };
  return [...forms, manage, settings];
}
