import type { Language } from "../content/languages.js";

// The API's default language for translatable fields when a query gives no `lang`: the request's
// Accept-Language, read only as far as "Marathi or English" (the site's two languages), so that
// caches keyed on it hold at most two answers per query.

/** "mr-IN,mr;q=0.9,en;q=0.8" -> "mr"; English when the header names no Marathi before English, or is absent. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return "en";
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.trim().split("-")[0];
    if (primary !== "mr" && primary !== "en") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? "en";
}
