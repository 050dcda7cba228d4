// What the header's menu (site-nav.tsx) does when used, on the server's markup, with no React:
// the menu button opens and closes the phone's panel; a heading's button opens its menu and
// closes any other (a second press closes it). Escape closes the open menu and puts focus back
// on its heading, or, with none open, closes the panel and puts focus on the menu button. Focus
// leaving an open menu, a press elsewhere on the page or following a link closes it.

const EXPANDED = "aria-expanded";

export function startSiteMenu(): void {
  const nav = document.querySelector<HTMLElement>("nav.site-menu");
  if (!nav) return;
  const menuButton = nav.querySelector<HTMLButtonElement>(".hamburger");
  let openItem: HTMLElement | null = null;

  const headingOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>(":scope > button");
  const showPanel = (open: boolean) => {
    nav.classList.toggle("is-open", open);
    menuButton?.setAttribute(EXPANDED, String(open));
  };
  const openMenu = (item: HTMLElement | null) => {
    if (openItem && openItem !== item) {
      openItem.classList.remove("is-open");
      headingOf(openItem)?.setAttribute(EXPANDED, "false");
    }
    openItem = item;
    if (item) {
      item.classList.add("is-open");
      headingOf(item)?.setAttribute(EXPANDED, "true");
    }
  };
  // Only what is open is closed: a press anywhere on the page writes nothing to the page otherwise.
  const closeAll = () => {
    if (openItem) openMenu(null);
    if (nav.classList.contains("is-open")) showPanel(false);
  };

  nav.addEventListener("click", (event) => {
    const target = event.target as Element;
    const button = target.closest("button");
    if (button && button === menuButton) {
      const open = !nav.classList.contains("is-open");
      if (!open) openMenu(null);
      showPanel(open);
    } else if (button?.parentElement) {
      const item = button.parentElement;
      openMenu(openItem === item ? null : item);
    } else if (target.closest("a")) {
      closeAll();
    }
  });
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (openItem) {
      const heading = headingOf(openItem);
      openMenu(null);
      heading?.focus();
    } else if (nav.classList.contains("is-open")) {
      showPanel(false);
      menuButton?.focus();
    } else return;
    event.preventDefault();
  });
  nav.addEventListener("focusout", (event) => {
    if (openItem && !openItem.contains(event.relatedTarget as Node | null)) openMenu(null);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!nav.contains(event.target as Node)) closeAll();
  });
  // From here on the script opens the dropdowns: CSS's hover and focus fallback stands down.
  nav.classList.add("is-live");
}
