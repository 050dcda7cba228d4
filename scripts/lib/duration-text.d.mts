// Types of duration-text.mjs for the TypeScript that imports it (its test).
export function minutesAndSeconds(ms: number): string;
