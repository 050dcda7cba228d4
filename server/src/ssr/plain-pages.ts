import type { ServerResponse } from "node:http";
import { pathInLanguage, type Language } from "../content/languages.js";

// The few pages the server sends when it cannot send the page asked for: written out here, not
// rendered, so they cost nothing and cannot fail. They name nothing internal. Each is in the
// language of the address asked for (a Marathi page under /mr/ gets the Marathi one).

const STYLE = "body{font:1.1rem/1.5 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}";

/** A plain page's words; `home` is the link back to the home page in that language. */
interface PlainWords {
  failed: readonly [title: string, text: string];
  busy: readonly [title: string, text: string];
  tooMany: readonly [title: string, text: string];
  home: string;
}

const WORDS: Record<Language, PlainWords> = {
  en: {
    failed: [
      "This page could not be shown",
      "Something in this page stopped it from being shown. The rest of the site works as usual. The college office has been told in the server's log; please try again later.",
    ],
    busy: ["The site is very busy", "Too many pages are being prepared at this moment. Please try again in a few seconds."],
    tooMany: ["Please slow down", "This address has asked for many different pages in a short time. Please wait a minute, then try again."],
    home: "Go to the home page",
  },
  mr: {
    failed: [
      "हे पान दाखवता आले नाही",
      "या पानातील काही कारणामुळे ते दाखवता आले नाही. संकेतस्थळाचा इतर भाग नेहमीप्रमाणे चालू आहे. सर्व्हरच्या नोंदीद्वारे महाविद्यालयाच्या कार्यालयाला कळवले आहे; कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
    ],
    busy: ["संकेतस्थळावर सध्या खूप गर्दी आहे", "या क्षणी खूप पाने तयार होत आहेत. कृपया काही सेकंदांनी पुन्हा प्रयत्न करा."],
    tooMany: ["कृपया थोडे थांबा", "या पत्त्यावरून थोड्या वेळात अनेक वेगवेगळी पाने मागवली गेली आहेत. कृपया एक मिनिट थांबा आणि मग पुन्हा प्रयत्न करा."],
    home: "मुख्यपृष्ठावर जा",
  },
};

function page(language: Language, [title, text]: readonly [string, string]): string {
  const home = pathInLanguage("/", language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${home}">${WORDS[language].home}</a></p></main></body></html>`;
}

type PlainPageName = "failed" | "busy" | "tooMany";

function pagesOf(language: Language): Record<PlainPageName, string> {
  const words = WORDS[language];
  return { failed: page(language, words.failed), busy: page(language, words.busy), tooMany: page(language, words.tooMany) };
}

/** Every plain page, by language and name, written once at start. */
export const PLAIN_PAGES: Readonly<Record<Language, Readonly<Record<PlainPageName, string>>>> = { en: pagesOf("en"), mr: pagesOf("mr") };

/** Sends one of the plain pages; never cached, since the next visit may well succeed. */
export function sendPlainPage(res: ServerResponse, status: number, html: string, retryAfterSeconds?: number): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.end(html);
}
