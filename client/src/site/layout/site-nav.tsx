import { DesktopNav } from "./desktop-nav.js";
import { MobileNav } from "./mobile-nav.js";
import type { Menu } from "./site-menus.js";

/** The header's menus, one island (islands/islands.ts): the wide-screen bar and the phone menu, drawn from the same menus. */
export function SiteNav({ menus }: { menus: Menu[] }) {
  return (
    <>
      <DesktopNav menus={menus} id="nav" />
      <MobileNav menus={menus} id="mobile-nav" />
    </>
  );
}
