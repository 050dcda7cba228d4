import { createReadStream } from "node:fs";
import type { IncomingFile } from "../base/incoming-file.js";
import { isSavedPart, type FormValue, type LegacyForm } from "./form-body.js";
import type { LegacyField, LegacyType } from "./tables.js";

// Turns a legacy form into a service input keyed by registry field names. Values stay as sent
// (the services coerce "3", "yes", "Third Semester"); an empty value means "not given".

/** The value as a service takes it, or undefined when the form did not really give one. */
function given(value: FormValue | undefined): unknown {
  if (value === undefined || value === null) return undefined;
  if (isSavedPart(value)) {
    // An empty file input arrives as a nameless, empty part.
    if (value.filename === "" && value.size === 0) return undefined;
    const file: IncomingFile = {
      filename: value.filename,
      mimetype: value.mimetype,
      createReadStream: () => {
        // The same signal an upload library gives; the service turns it into its 413 message.
        if (value.tooLarge) throw Object.assign(new Error("The file exceeds the size limit."), { status: 413, code: "LIMIT_FILE_SIZE" });
        return createReadStream(value.tempPath);
      },
    };
    return file;
  }
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

function firstGiven(form: LegacyForm, spellings: readonly string[]): unknown {
  for (const spelling of spellings) {
    for (const value of form.values.get(spelling) ?? []) {
      const result = given(value);
      if (result !== undefined) return result;
    }
  }
  return undefined;
}

/** Committee members come as two repeated fields (names, then numbers) zipped by position. */
function members(form: LegacyForm, field: LegacyField): { name: string; mobile: string }[] | undefined {
  const [namesSpelling, numbersSpelling] = field.insertSpellings;
  const text = (value: FormValue | undefined) => (value === undefined || value === null || isSavedPart(value) ? "" : String(value));
  const names = form.values.get(namesSpelling ?? "") ?? [];
  const numbers = form.values.get(numbersSpelling ?? "") ?? [];
  const list: { name: string; mobile: string }[] = [];
  for (let i = 0; i < Math.max(names.length, numbers.length); i++) {
    const member = { name: text(names[i]), mobile: text(numbers[i]) };
    if (member.name.trim() || member.mobile.trim()) list.push(member);
  }
  return list.length > 0 ? list : undefined;
}

function collect(type: LegacyType, form: LegacyForm, spellingsOf: (field: LegacyField) => readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of type.fields) {
    const value = field.spec.kind === "members" ? members(form, field) : firstGiven(form, spellingsOf(field));
    if (value !== undefined) input[field.name] = value;
  }
  return input;
}

export function insertInput(type: LegacyType, form: LegacyForm): Record<string, unknown> {
  return collect(type, form, (field) => field.insertSpellings);
}

/** Only the fields sent are changed; the column header, insert and row spellings all count. */
export function updateInput(type: LegacyType, form: LegacyForm): Record<string, unknown> {
  return collect(type, form, (field) => field.updateSpellings);
}

/** One committee member's changes: its name and mobile number under their legacy spellings. */
export function memberInput(type: LegacyType, form: LegacyForm): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, spellings] of Object.entries(type.memberSpellings ?? {})) {
    const value = firstGiven(form, spellings);
    if (value !== undefined) input[name] = value;
  }
  return input;
}
