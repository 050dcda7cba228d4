/** A moment as the panel's lists show it ("25 Nov 2026, 3:05 pm"), in the browser's time zone. */
export const momentText = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
