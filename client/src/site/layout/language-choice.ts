import type { Language } from "../../messages/language.js";

// The visitor's language, remembered in this browser (localStorage, never sent to the server: an
// address always shows the same page, cached once for everyone). It is used for one thing: an
// English home page opened by a visitor who chose Marathi last time shows the header's switch
// highlighted ("language-switch-suggested"), an unobtrusive hint, never a redirect.

const KEY = "language";

/** Notes a click on the language switch, and highlights it on the English home page for a visitor who chose Marathi. */
export function rememberLanguageChoice(pageLanguage: Language): void {
  const switchLink = document.querySelector<HTMLAnchorElement>("a.language-switch");
  if (!switchLink) return;
  switchLink.addEventListener("click", () => store(switchLink.dataset.language === "mr" ? "mr" : "en"));
  if (pageLanguage === "en" && window.location.pathname === "/" && read() === "mr") switchLink.classList.add("language-switch-suggested");
}

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null; // storage refused (private mode, settings): nothing is remembered
  }
}

function store(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // storage refused: the switch still works, it is only not remembered
  }
}
