import { adminLocale } from "../../messages/admin-language.js";

/** A moment as the panel's lists show it ("25 Nov 2026, 3:05 pm"), in the browser's time zone and the panel's language. */
export const momentText = (iso: string) => new Date(iso).toLocaleString(adminLocale(), { dateStyle: "medium", timeStyle: "short" });
