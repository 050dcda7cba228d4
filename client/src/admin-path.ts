/**
 * The administration area's addresses. It is a separate application (admin/shell/admin-app.tsx, its
 * own chunk with its own router), started by main.tsx on these addresses and never rendered on
 * the server: a visitor of the public site never downloads admin code.
 */
export const ADMIN_PATH_PREFIX = "/admin-login";

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH_PREFIX || pathname.startsWith(`${ADMIN_PATH_PREFIX}/`);
}
