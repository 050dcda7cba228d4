// Shared vocabularies: sessions and semesters (departments are content rows: content/types/site.ts).
// Plain data and pure functions, importable by the client.

export const SEMESTERS = [
  { value: 1, label: "First Semester" },
  { value: 2, label: "Second Semester" },
  { value: 3, label: "Third Semester" },
  { value: 4, label: "Fourth Semester" },
  { value: 5, label: "Fifth Semester" },
  { value: 6, label: "Sixth Semester" },
] as const;

export function semesterLabel(value: number): string | undefined {
  return SEMESTERS.find((s) => s.value === value)?.label;
}

/** Accepts 3, "3", "Third Semester", "third", "Sem 3"; returns 1..6 or undefined. */
export function parseSemester(input: unknown): number | undefined {
  if (typeof input === "number") return Number.isInteger(input) && input >= 1 && input <= 6 ? input : undefined;
  if (typeof input !== "string") return undefined;
  const text = input.trim().toLowerCase();
  const digits = text.match(/^(?:sem(?:ester)?\s*)?([1-6])$/);
  if (digits) return Number(digits[1]);
  const found = SEMESTERS.find((s) => s.label.toLowerCase() === text || s.label.toLowerCase().split(" ")[0] === text);
  return found?.value;
}

/**
 * The academic year starts in June: in November 2026 the current session is 2026-2027.
 * Sessions run from 2021-2022 up to four years past the current one.
 */
export function currentSessionStartYear(today: Date = new Date()): number {
  return today.getMonth() >= 5 ? today.getFullYear() : today.getFullYear() - 1;
}

export function academicSessions(today: Date = new Date()): string[] {
  const last = currentSessionStartYear(today) + 4;
  const sessions: string[] = [];
  for (let year = 2021; year <= last; year++) sessions.push(`${year}-${year + 1}`);
  return sessions;
}

export function isSession(value: string, today: Date = new Date()): boolean {
  return academicSessions(today).includes(value);
}

/** Aadhaar numbers are shown and exported with only the last four digits. */
export function maskAadhaar(value: string | null | undefined): string {
  if (!value) return "";
  const digits = value.replace(/\D/g, "");
  return `XXXX XXXX ${digits.slice(-4)}`;
}
