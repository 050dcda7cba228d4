import type { ContentTypeSpec, FieldSpec } from "../content/define.js";
import { maskAadhaar } from "../content/vocabulary.js";
import type { ContentRow } from "../services/content-service.types.js";
import type { FieldResolver } from "./context.js";

// How a stored row becomes the GraphQL object: field resolvers chosen by the field's kind.
// Kinds not listed here are returned as stored.

export const UPLOADS_PATH = "/uploads/";

/** A storage key ("time-table/3f2c....pdf") as the public path of the file, or null. */
export function fileUrl(key: unknown): string | null {
  if (typeof key !== "string" || key === "") return null;
  return key.startsWith(UPLOADS_PATH) ? key : UPLOADS_PATH + key;
}

function dateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date)) return String(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

interface StoredMember {
  id?: number | string;
  name: string;
  mobile: string;
}

function fieldResolver(name: string, field: FieldSpec): FieldResolver<unknown, ContentRow> | undefined {
  switch (field.kind) {
    case "pdf":
    case "image":
      return (row) => fileUrl(row[name]);
    case "aadhaar":
      return (row) => (row[name] === null || row[name] === undefined ? null : maskAadhaar(String(row[name])));
    case "textList":
      return (row) => (Array.isArray(row[name]) ? row[name] : []);
    case "date":
      return (row) => dateText(row[name]);
    case "members":
      return (row) => {
        const members = Array.isArray(row[name]) ? (row[name] as StoredMember[]) : [];
        return members.map((member, index) => ({
          id: member.id ?? `${row.id}-${index + 1}`,
          name: member.name,
          mobile: member.mobile,
        }));
      };
    default:
      return undefined;
  }
}

/** The field resolvers of one content type's object type. */
export function rowFieldResolvers(spec: ContentTypeSpec): Record<string, FieldResolver<unknown, ContentRow>> {
  const resolvers: Record<string, FieldResolver<unknown, ContentRow>> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const resolver = fieldResolver(name, field);
    if (resolver) resolvers[name] = resolver;
  }
  return resolvers;
}
