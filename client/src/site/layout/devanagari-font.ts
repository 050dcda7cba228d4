// When a Marathi page uses the site's own Devanagari font (devanagari-font.css). Fetched before
// the first paint, its two faces (about 100 KB) would hold the first Marathi page back by most
// of a second on a slow mobile network, and swapping them in afterwards would shift the text
// the visitor is reading. So a browser's first Marathi page is drawn in the device's own
// Devanagari font (Android, iOS and Windows all have one), the faces are fetched once that page
// has loaded, and from the next page on, the head's script below sets the class that names the
// site's font before anything is drawn: the faces then come from the browser's cache.
// Without JavaScript, a <noscript> style names the font at once.

/** Set on <html> when this browser holds the faces: devanagari-font.css names the font under it. */
export const DEVANAGARI_FONT_CLASS = "devanagari-font";
const READY_KEY = "gp-devanagari-font";

/** The <head> script of a Marathi page (its hash is allowed by the Content-Security-Policy). */
export const DEVANAGARI_FONT_HEAD_SCRIPT = `try{localStorage.getItem("${READY_KEY}")&&document.documentElement.classList.add("${DEVANAGARI_FONT_CLASS}")}catch(e){}`;

/** For visitors without JavaScript: the site's font from the first page. */
export const DEVANAGARI_FONT_NOSCRIPT_STYLE = `html[lang="mr"] body{font-family:"GP Devanagari",system-ui,sans-serif}`;

const FACES = ['400 1em "GP Devanagari"', '700 1em "GP Devanagari"'];

/** On a Marathi page: once it has loaded, fetches the faces for the next pages, once per browser. */
export function fetchDevanagariFontForNextPages(): void {
  if (document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS) || readyBefore()) return;
  const fetchFaces = () => {
    void Promise.all(FACES.map((face) => document.fonts.load(face, "क")))
      .then((loaded) => {
        if (loaded.every((faces) => faces.length > 0)) window.localStorage.setItem(READY_KEY, "1");
      })
      .catch(() => {
        // offline, or storage refused: the device's font stays, and the next page tries again
      });
  };
  if (document.readyState === "complete") fetchFaces();
  else window.addEventListener("load", fetchFaces, { once: true });
}

let panelLanguage: "en" | "mr" = "en";

/**
 * The administration area (drawn in the browser) uses the font as soon as it holds the faces:
 * they are loaded first, since an `optional` face named before it arrives may be passed over
 * for the whole page, and the panel is one page.
 */
export function applyDevanagariFontNow(language: "en" | "mr"): void {
  panelLanguage = language;
  const root = document.documentElement;
  if (language === "en") {
    root.classList.remove(DEVANAGARI_FONT_CLASS);
    return;
  }
  void Promise.all(FACES.map((face) => document.fonts.load(face, "क")))
    .catch(() => undefined) // offline: the device's font until the faces arrive
    .then(() => root.classList.toggle(DEVANAGARI_FONT_CLASS, panelLanguage === "mr"));
}

function readyBefore(): boolean {
  try {
    return window.localStorage.getItem(READY_KEY) !== null;
  } catch {
    return true; // storage refused: nothing could say the faces are cached, so don't fetch them on every page
  }
}
