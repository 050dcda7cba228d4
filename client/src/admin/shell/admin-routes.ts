import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../../../server/src/content/registry.js";
import type { AccountRole } from "../../graphql/generated/graphql.js";
import { panelShowsType, type PanelAccount } from "./account-reach.js";
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
export const ADMIN_SETTINGS_ROUTES = [
  "add-admin",
  "manage-admins",
  "site-settings",
  "webhooks",
  "api-tokens",
  "my-password",
  "two-step",
  "activity",
  "gigw-readiness",
] as const;
export type AdminSettingsRoute = (typeof ADMIN_SETTINGS_ROUTES)[number];

/**
 * The views only an administrator uses (the server refuses the others: auth/roles.ts), left out
 * of the other roles' navigation so that no menu link leads to a refusal. API tokens stay: every
 * account manages its own.
 */
const ADMINISTRATORS_ROUTES: ReadonlySet<AdminSettingsRoute> = new Set(["add-admin", "manage-admins", "site-settings", "webhooks", "activity"]);

/** Whether an account of this role finds this view in its navigation. */
export const routeShownTo = (role: AccountRole, route: AdminSettingsRoute) => role === "ADMINISTRATOR" || !ADMINISTRATORS_ROUTES.has(route);

/** The page about a forgotten password: shown signed in or not (accounts/forgot-password.tsx). */
export const FORGOT_PASSWORD_ROUTE = "forgot-password";
/** The page a forgotten-password e-mail's link opens (accounts/set-password.tsx; the server's SET_PASSWORD_PATH). */
export const SET_PASSWORD_ROUTE = "set-password";

/** The Trash view: rows deleted from any type, to restore or delete for ever. */
export const TRASH_ROUTE = "trash";

export interface NavigationLink {
  route: string;
  label: string;
}
/** One content type in the side navigation: its name, with its add form and its manage table inside. */
export interface NavigationType {
  label: string;
  addRoute: string;
  manageRoute: string;
}
export interface NavigationGroup {
  title: string;
  types: NavigationType[];
  links: NavigationLink[];
}

/** The side navigation's groups of content types, in order (their titles: messages/en/admin-shell.ts). */
const FORM_GROUPS: readonly ContentTypeSpec["admin"]["group"][] = ["College", "Faculty", "Department", "Site", "Submissions"];

/** A row's History: /admin-login/history/{type key}/{id}. */
export const historyPath = (spec: ContentTypeSpec, id: string | number) => `/admin-login/history/${spec.key}/${id}`;
export const HISTORY_PAGE = /^history\/([A-Za-z]+)\/([1-9][0-9]*)$/;

// In the panel's language (messages/admin-registry.ts), read when drawn.
export const addLabel = navLabel;
export const formHeading = (spec: ContentTypeSpec) => specHeading(spec) ?? m.formHeading(typeLabel(spec));
export const manageHeading = (spec: ContentTypeSpec) => m.manageHeading(addLabel(spec));

/**
 * The side navigation: one entry per content type (Add and Manage inside it) in the spec's
 * groups, then the panel's own views (Trash, Activity, accounts, settings) that the role uses.
 */
export function navigationGroups(account: PanelAccount & { role: AccountRole }, allTypes: readonly ContentTypeSpec[] = CONTENT_TYPE_LIST): NavigationGroup[] {
  const role = account.role;
  // An editor or approver finds the types it works on; the server refuses it the others.
  const types = allTypes.filter((spec) => panelShowsType(account, spec));
  const entry = (spec: ContentTypeSpec): NavigationType => ({ label: addLabel(spec), addRoute: spec.admin.addRoute, manageRoute: spec.admin.manageRoute });
  const grouped = FORM_GROUPS.map((group) => ({
    title: m.groups[group],
    types: types.filter((spec) => spec.admin.group === group).map(entry),
    links: [],
  }));
  const settings = {
    title: m.groups.settings,
    types: [],
    links: [
      { route: TRASH_ROUTE, label: m.trash },
      ...ADMIN_SETTINGS_ROUTES.filter((route) => routeShownTo(role, route)).map((route) => ({ route, label: m.settingsLinks[route] })),
    ],
  };
  return [...grouped, settings].filter((group) => group.types.length + group.links.length > 0);
}
