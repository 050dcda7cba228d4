import { isFileKind, type FieldSpec } from "./define.js";
import { semesterLabel } from "./vocabulary.js";

/**
 * A stored value as a clerk reads it in a table or an exported file: choices by their name,
 * Yes/No, lists joined, a file as its full address. The API already masks Aadhaar numbers.
 */
export function cellText(field: FieldSpec, value: unknown, origin: string): string {
  if (value === null || value === undefined) return "";
  if (isFileKind(field.kind)) return typeof value === "string" && value ? new URL(value, origin).href : "";
  if (field.kind === "semester") return semesterLabel(Number(value)) ?? String(value);
  if (field.kind === "boolean") return value ? "Yes" : "No";
  if (field.kind === "select") return field.options?.find((o) => o.value === value)?.label ?? String(value);
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === "object" && item && "name" in item ? String(item.name) : String(item))).join(", ");
  }
  return String(value);
}
