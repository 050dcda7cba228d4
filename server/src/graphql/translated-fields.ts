import type { FieldSpec } from "../content/define.js";
import { FIELD_KINDS } from "../content/kinds/index.js";
import type { Language } from "../content/languages.js";
import { inLanguage, isMissingTranslation, translatedPairs, translationsFieldName } from "../content/translations.js";
import type { FieldResolver, GraphQLContext } from "./context.js";

// Translatable fields in the API (issue 19): a query's rows carry the language asked (its `lang`
// argument, else the request's, context.language), and each translatable field answers in it,
// the English value where the Marathi one is missing; `<field>Translations` gives both as stored.

const ROW_LANGUAGE = Symbol("language of a row's translatable fields");

type Row = Record<string, unknown> & { [ROW_LANGUAGE]?: Language };

/** The language a query asked for: its `lang` argument (EN/MR), else the request's. */
export function queryLanguage(args: Record<string, unknown>, context: GraphQLContext): Language {
  if (args.lang === "MR") return "mr";
  if (args.lang === "EN") return "en";
  return context.language ?? "en";
}

/** A copy of the row that answers in `language` (the stored row may be shared: it is not changed). */
export function inQueryLanguage<T>(row: T, language: Language): T {
  if (row === null || row === undefined || typeof row !== "object") return row;
  return { ...(row as object), [ROW_LANGUAGE]: language } as T;
}

/** The row field naming the translatable fields answered in English although Marathi was asked. */
export const FALLBACK_FIELD = "fallbackToEnglish";

/** The field resolvers of the translatable fields of `fields`, of their `xTranslations`, and of `fallbackToEnglish`. */
export function translatedFieldResolvers(fields: Readonly<Record<string, FieldSpec>>): Record<string, FieldResolver<unknown, Row>> {
  const resolvers: Record<string, FieldResolver<unknown, Row>> = {};
  for (const [english, marathi] of translatedPairs(fields)) {
    const { toApi } = FIELD_KINDS[fields[english]!.kind];
    const shown = (row: Row, name: string) => toApi(row[name] ?? null, row as { id?: unknown });
    resolvers[english] = (row, _args, context: GraphQLContext) =>
      inLanguage(shown(row, english), shown(row, marathi), row[ROW_LANGUAGE] ?? context.language ?? "en").value;
    resolvers[translationsFieldName(english)] = (row) => ({
      en: shown(row, english),
      mr: isMissingTranslation(row[marathi]) ? null : shown(row, marathi),
    });
  }
  const pairs = translatedPairs(fields);
  if (pairs.length > 0) {
    resolvers[FALLBACK_FIELD] = (row, _args, context: GraphQLContext) =>
      (row[ROW_LANGUAGE] ?? context.language ?? "en") === "mr" ? pairs.filter(([, marathi]) => isMissingTranslation(row[marathi])).map(([english]) => english) : [];
  }
  return resolvers;
}
