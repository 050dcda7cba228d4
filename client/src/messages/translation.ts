// The shape every language's catalogue must have: the English one's keys, each with text of its
// own (a function where the English is a function, with the same arguments). A Marathi file that
// lacks a key, or has one too many, does not compile; tests/unit/messages-marathi.test.ts also
// checks that no Marathi text is empty or left in English.
import type * as english from "./en/catalogue.js";

/** Text of the same shape as `T`: strings stay strings, functions keep their arguments. */
export type Translation<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { readonly [K in keyof T]: Translation<T[K]> };

/** Every message of the site in one language: a section for each of en/catalogue.ts's. */
export type Catalogue = { readonly [Section in keyof typeof english]: Translation<(typeof english)[Section]> };
